import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { OptimizedImage } from '@/ui/OptimizedImage';

/** Images through the framework's optimizer as plain `<img>` elements (ARCHITECTURE: images via next/image). */

const SRC = 'https://images.example.com/is/image/brand/104670_BRN?wid=1200&hei=1500';

/** A whole document around `body`, as React streams it, parsed in this test's own window. */
function renderDocument(body: ReactElement): { html: string; page: HTMLElement } {
  const html = renderToString(
    <html lang="en">
      {/* eslint-disable-next-line @next/next/no-head-element -- a whole document, as React streams it */}
      <head />
      <body>{body}</body>
    </html>,
  );
  const page = document.createElement('div');
  page.innerHTML = html;
  return { html, page };
}

describe('OptimizedImage', () => {
  it("draws next/image's attributes: srcset over the optimizer, intrinsic size, lazy by default", () => {
    render(<OptimizedImage src={SRC} alt="Duck jacket" width={400} height={500} sizes="50vw" className="picture" />);
    const image = screen.getByRole('img', { name: 'Duck jacket' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '500');
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveClass('picture');
    const candidates = (image.getAttribute('srcset') ?? '').split(', ');
    expect(candidates.length).toBeGreaterThan(3);
    for (const candidate of candidates) {
      const [url = '', width = ''] = candidate.split(' ');
      expect(url).toMatch(/^\/_next\/image\?/);
      expect(new URL(url, 'http://localhost').searchParams.get('url')).toBe(SRC);
      expect(width).toMatch(/^\d+w$/);
    }
  });

  it('fills its box when asked, and keeps a decorative empty alt', () => {
    const { container } = render(<OptimizedImage src={SRC} alt="" fill sizes="200px" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image?.style.position).toBe('absolute');
    expect(image?.style.width).toBe('100%');
  });

  it('fetches a priority image at once, with high priority, and announces it in the head', () => {
    const { page } = renderDocument(<OptimizedImage src={SRC} alt="Banner" width={1200} height={600} sizes="100vw" priority />);
    const image = page.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const preload = page.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
    expect(preload?.getAttribute('imagesrcset')).toBe(image?.getAttribute('srcset'));
    expect(preload).toHaveAttribute('imagesizes', '100vw');
  });

  it('never preloads an image that is not the priority one', () => {
    const { html } = renderDocument(<OptimizedImage src={SRC} alt="Swatch" width={40} height={40} />);
    expect(html).not.toContain('rel="preload"');
  });
});
