import localFont from 'next/font/local';

// Self-hosted from the font packages: the build has no network (STYLE.md, "Look and feel").
export const bodyFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter',
  display: 'swap',
});

export const headingFont = localFont({
  src: '../node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
  weight: '200 700',
  variable: '--font-oswald',
  display: 'swap',
});
