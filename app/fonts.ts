import localFont from 'next/font/local';

// Self-hosted from the font packages: the build has no network (STYLE.md, "Look and feel").
// Body text uses the system's own UI face (see --font-body in src/ui/tokens.css): every phone and
// desktop has a readable sans, and a first visit skips a 48 KB download in front of the first paint.
// The condensed headings are the brand's face and stay self-hosted.
// Not preloaded: the browser asks for it when it first lays out a heading, after the stylesheet,
// so its 28 KB do not share a slow first connection with the stylesheet and the largest picture
// (the page's LCP element on home, category and product). Until it arrives the headings show in
// the size-adjusted fallback next/font generates, so the swap hardly moves anything (README,
// "Performance").
export const headingFont = localFont({
  src: '../node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
  weight: '200 700',
  variable: '--font-oswald',
  display: 'swap',
  preload: false,
});
