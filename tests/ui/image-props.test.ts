import { getImageProps } from 'next/image';
import { drawnWidths, optimizedImageProps } from '@/ui/image-props';

/**
 * Srcsets that list only the widths a browser can pick (ARCHITECTURE: images via next/image;
 * Performance issue: product page HTML and throughput budgets). Widths are next/image's defaults:
 * 32 48 64 96 128 256 384 640 750 828 1080 1200 1920 2048 3840.
 */

const SRC = 'https://images.example.com/is/image/brand/104670_BRN?wid=1200&hei=1500';

function widthsOf(srcSet: string | undefined): number[] {
  return (srcSet ?? '').split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
}

describe('drawnWidths', () => {
  it('reads px and vw entries, each over the viewports it applies to, within the layout frame (320–1440)', () => {
    // 48vw below 768 (153.6–368.2), 30vw from 768 to 1279 (230.4–383.7), 20vw from 1280 to 1440 (256–288).
    const drawn = drawnWidths('(width >= 1280px) 20vw, (width >= 768px) 30vw, 48vw');
    expect(drawn?.smallest).toBeCloseTo(153.6);
    expect(drawn?.largest).toBeCloseTo(383.7);
    expect(drawnWidths('(min-width: 992px) 240px, (min-width: 768px) 30vw, 45vw')).toEqual({ smallest: 144, largest: 345.15 });
    expect(drawnWidths('80px')).toEqual({ smallest: 80, largest: 80 });
    expect(drawnWidths('100vw')).toEqual({ smallest: 320, largest: 1440 });
  });

  it('counts only the entries that apply within a given viewport range (a <source> of art direction)', () => {
    expect(drawnWidths('100vw', { min: 320, max: 767 })).toEqual({ smallest: 320, largest: 767 });
    expect(drawnWidths('(width >= 992px) 55vw, 100vw', { min: 992, max: 1440 })).toEqual({ smallest: 545.6, largest: 792 });
  });

  it('gives up on what it cannot read, so the full list stays', () => {
    expect(drawnWidths('(max-width: 600px) 100vw, 50vw')).toBeUndefined();
    expect(drawnWidths('calc(100vw - 2rem)')).toBeUndefined();
    expect(drawnWidths('(min-width: 768px) 50vw, (min-width: 992px) 33vw, 100vw')).toBeUndefined();
    expect(drawnWidths('')).toBeUndefined();
  });
});

describe('optimizedImageProps', () => {
  it("keeps next/image's srcset from the width covering the smallest drawn size to the one covering twice the largest", () => {
    const props = optimizedImageProps({ src: SRC, alt: '', fill: true, sizes: '(width >= 1280px) 20vw, (width >= 768px) 30vw, 48vw' });
    const all = getImageProps({ src: SRC, alt: '', fill: true, sizes: '(width >= 1280px) 20vw, (width >= 768px) 30vw, 48vw' }).props;
    expect(widthsOf(all.srcSet)).toEqual([128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(widthsOf(props.srcSet)).toEqual([256, 384, 640, 750, 828]);
    // The fallback source is the largest kept width, not 3,840 pixels.
    expect(props.src).toBe(all.srcSet?.split(', ').find((candidate) => candidate.endsWith(' 828w'))?.split(' ')[0]);
    expect(props.sizes).toBe(all.sizes);
  });

  it('keeps the other attributes as next/image gives them', () => {
    const props = optimizedImageProps({ src: SRC, alt: 'Jacket', width: 400, height: 500, sizes: '50vw', loading: 'eager' });
    const all = getImageProps({ src: SRC, alt: 'Jacket', width: 400, height: 500, sizes: '50vw', loading: 'eager' }).props;
    expect({ ...props, src: undefined, srcSet: undefined }).toEqual({ ...all, src: undefined, srcSet: undefined });
    expect(widthsOf(props.srcSet)).toEqual([384, 640, 750, 828, 1080, 1200, 1920]);
  });

  it('gives a fixed-size picture the few widths around its size', () => {
    expect(widthsOf(optimizedImageProps({ src: SRC, alt: '', width: 80, height: 100, sizes: '80px' }).srcSet)).toEqual([96, 128, 256]);
  });

  it('draws a small picture (64 CSS pixels or less) from one file, its 2x', () => {
    const swatch = optimizedImageProps({ src: SRC, alt: 'Brown', width: 20, height: 20 });
    const all = getImageProps({ src: SRC, alt: 'Brown', width: 20, height: 20 }).props;
    expect(all.srcSet).toMatch(/ 1x, .* 2x$/);
    expect(swatch.srcSet).toBeUndefined();
    expect(swatch.src).toBe(all.srcSet?.split(', ')[1]?.split(' ')[0]);
    expect(new URL(swatch.src, 'http://localhost').searchParams.get('w')).toBe('48');
    expect(swatch.width).toBe(20);
  });

  it('leaves density descriptors (no sizes) and sizes it cannot read untouched', () => {
    const fixed = { src: SRC, alt: '', width: 180, height: 40 };
    expect(optimizedImageProps(fixed)).toEqual(getImageProps(fixed).props);
    const unread = { src: SRC, alt: '', fill: true, sizes: 'calc(100vw - 2rem)' } as const;
    expect(optimizedImageProps(unread)).toEqual(getImageProps(unread).props);
  });

  it('lists the widths of a viewport range only, for one format of an art-directed banner', () => {
    const args = { src: SRC, alt: '', width: 1920, height: 720, sizes: '100vw' };
    expect(widthsOf(optimizedImageProps(args, { min: 320, max: 767 }).srcSet)).toEqual([640, 750, 828, 1080, 1200, 1920]);
    expect(widthsOf(optimizedImageProps(args, { min: 1440, max: 1440 }).srcSet)).toEqual([1920, 2048, 3840]);
  });
});
