import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import capturedHomepage from '../../fixtures/occ/cms-page-homepage.electronics-2018.json';
import { mediaOf, responsiveMediaOf } from '@/features/content/cms-values';
import { CmsImage, ResponsiveCmsImage } from '@/features/content/components/CmsImage';

/**
 * Banners from SAP's own media (`/medias/...`) carry no size: they must not claim one (a 1200x800
 * box that jumps to the picture's real ratio once it loads), while image-server pictures keep the
 * size their `wid`/`hei` tell.
 */

type CapturedComponent = { uid: string; media?: unknown };
const components: CapturedComponent[] = capturedHomepage.contentSlots.contentSlot.flatMap(
  (slot) => (slot.components as { component?: CapturedComponent[] }).component ?? [],
);

function capturedMedia(uid: string): unknown {
  const found = components.find((component) => component.uid === uid);
  if (!found) throw new Error(`no ${uid} in the captured home page`);
  return found.media;
}

/** The captured home page's "free delivery" strip: 1400x50 widescreen, 475x119 mobile, sizes only in its name. */
const STRIP = 'ElectronicsHompageFreeDelBannerComponent';

describe('CmsImage with SAP media of unknown size', () => {
  it('finds no size in what SAP media carry', () => {
    const media = responsiveMediaOf(capturedMedia(STRIP));
    expect(Object.keys(media).sort()).toEqual(['desktop', 'mobile', 'tablet', 'widescreen']);
    for (const item of Object.values(media)) {
      expect(item.url).toMatch(/^\/medias\//);
      expect(item.width).toBeUndefined();
      expect(item.height).toBeUndefined();
    }
  });

  it('draws a lazy image without width, height or fill positioning, from the optimizer', () => {
    const media = { url: '/medias/Elec-1400x50-HomeFreeDel-EN-01-1400W.jpg?context=bWFzdGVy', altText: 'Free delivery' };
    const { container } = render(<CmsImage media={media} sizes="400px" />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img).not.toHaveAttribute('width');
    expect(img).not.toHaveAttribute('height');
    expect(img?.getAttribute('style') ?? '').not.toMatch(/position|100%/);
    expect(img).toHaveAttribute('alt', 'Free delivery');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img?.getAttribute('src')).toContain(encodeURIComponent('/medias/Elec-1400x50-HomeFreeDel-EN-01-1400W.jpg'));
    expect(img?.getAttribute('srcset')).toMatch(/ \d+w$/);
  });

  it('draws a priority image of unknown size at once, without a size', () => {
    const media = { url: '/medias/hero.jpg?context=a', altText: '' };
    const { container } = render(<CmsImage media={media} sizes="100vw" priority />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('width');
    expect(img).not.toHaveAttribute('height');
    expect(img?.getAttribute('style') ?? '').not.toMatch(/position/);
  });

  it('keeps the image server’s wid/hei as the intrinsic size', () => {
    const media = mediaOf({ url: '/is/image/brand/logo?wid=360&hei=80', altText: 'Logo' });
    if (!media) throw new Error('no media');
    const lazy = render(<CmsImage media={media} sizes="360px" />).container.querySelector('img');
    expect(lazy).toHaveAttribute('width', '360');
    expect(lazy).toHaveAttribute('height', '80');
    const first = render(<CmsImage media={media} sizes="360px" priority />).container.querySelector('img[fetchpriority="high"]');
    expect(first).toHaveAttribute('width', '360');
    expect(first).toHaveAttribute('height', '80');
  });
});

describe('ResponsiveCmsImage with SAP media of unknown size', () => {
  it('states no size on any source or on the image', () => {
    const { container } = render(<ResponsiveCmsImage media={responsiveMediaOf(capturedMedia(STRIP))} alt="" sizes="100vw" />);
    const sources = container.querySelectorAll('picture source');
    expect(sources).toHaveLength(3);
    for (const element of [...sources, container.querySelector('img')]) {
      expect(element).not.toBeNull();
      expect(element).not.toHaveAttribute('width');
      expect(element).not.toHaveAttribute('height');
      expect(element?.getAttribute('srcset')).toContain(encodeURIComponent('/medias/'));
    }
    expect(container.querySelector('img')?.getAttribute('style') ?? '').not.toMatch(/position/);
  });

  it('keeps image-server sizes, but the image claims none while a source of unknown size could take it', () => {
    const sized = {
      desktop: { url: '/is/image/brand/tile_wide?wid=960&hei=330', altText: '', width: 960, height: 330 },
      mobile: { url: '/is/image/brand/tile_small?wid=480&hei=320', altText: '', width: 480, height: 320 },
    };
    const all = render(<ResponsiveCmsImage media={sized} sizes="100vw" />).container;
    expect(all.querySelector('source')).toHaveAttribute('width', '960');
    expect(all.querySelector('img')).toHaveAttribute('width', '480');
    expect(all.querySelector('img')).toHaveAttribute('height', '320');

    const mixed = render(
      <ResponsiveCmsImage media={{ ...sized, desktop: { url: '/medias/wide.jpg?context=a', altText: '' } }} sizes="100vw" />,
    ).container;
    expect(mixed.querySelector('source')).not.toHaveAttribute('width');
    expect(mixed.querySelector('img')).not.toHaveAttribute('width');
    expect(mixed.querySelector('img')).not.toHaveAttribute('height');
  });
});
