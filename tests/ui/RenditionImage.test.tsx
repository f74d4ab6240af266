import { render } from '@testing-library/react';
import { imageRendition } from '@/ui/image-rendition';
import { OptimizedImage } from '@/ui/OptimizedImage';
import { RenditionImage } from '@/ui/RenditionImage';

/** Islands draw image-server pictures from renditions computed on the server, exactly as next/image would. */

const SOURCES = [
  'http://localhost:4010/is/image/brand/103828_BRN_AVB?wid=1000&hei=1250',
  'https://images.example.com/is/image/brand/EU_104670_BLK?wid=80&hei=100&fmt=png-alpha',
];

function attributesOf(element: Element | null) {
  return Object.fromEntries(
    ['src', 'srcset', 'sizes', 'width', 'height', 'style', 'loading', 'decoding'].map((name) => [name, element?.getAttribute(name)]),
  );
}

describe('RenditionImage', () => {
  it.each(SOURCES)('draws %s with the attributes next/image gives it, at a fixed size', (src) => {
    const fromRendition = render(<RenditionImage rendition={imageRendition({ width: 80, height: 100 })} src={src} alt="" />);
    const fromFramework = render(<OptimizedImage src={src} alt="" width={80} height={100} />);
    const image = fromRendition.container.querySelector('img');
    expect(attributesOf(image)).toEqual(attributesOf(fromFramework.container.querySelector('img')));
    expect(new URL(image?.getAttribute('src') ?? '', 'http://localhost').searchParams.get('url')).toBe(src);
  });

  it.each(SOURCES)('draws %s with the attributes next/image gives it, filling its box', (src) => {
    const sizes = '(width >= 992px) 55vw, 100vw';
    const fromRendition = render(<RenditionImage rendition={imageRendition({ fill: true, sizes })} src={src} alt="" />);
    const fromFramework = render(<OptimizedImage src={src} alt="" fill sizes={sizes} />);
    expect(attributesOf(fromRendition.container.querySelector('img'))).toEqual(attributesOf(fromFramework.container.querySelector('img')));
  });

  it('asks for the picture at once and first when told to (the gallery’s main image)', () => {
    const { container } = render(
      <RenditionImage rendition={imageRendition({ width: 80, height: 100 })} src={SOURCES[0] ?? ''} alt="Jacket" loading="eager" fetchPriority="high" />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('alt', 'Jacket');
  });

  it('is one value per size, so a page passing it to many pictures carries it once', () => {
    expect(imageRendition({ width: 57, height: 36 })).toBe(imageRendition({ width: 57, height: 36 }));
    expect(imageRendition({ fill: true, sizes: '100vw' })).toBe(imageRendition({ fill: true, sizes: '100vw' }));
    expect(imageRendition({ width: 57, height: 36 })).not.toBe(imageRendition({ width: 80, height: 100 }));
  });
});
