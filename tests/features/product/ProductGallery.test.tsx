import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@/commerce/schemas';
import { galleryRenditions } from '@/features/product/product-images';
import { parseMediaSet } from '@/features/product/media-set';
import { ProductGallery, type ProductGalleryProps } from '@/features/product/ProductGallery';
import { selectColour, useSelectedColourStore } from '@/features/product/selection-store';
import { variantModel } from '@/features/product/variant-selection';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { sandboxProduct } from './sandbox-product';

/**
 * The product gallery (spec 3 §2): static images of the chosen colour plus the generic views first;
 * the interactive viewer only after a thumbnail or the main image is chosen, invisible until its
 * picture has loaded; a colour change rebuilds the set; viewer failures are warnings and the static
 * images stay; the style's video plays in the viewer.
 */

const IMAGE_SERVER = 'http://localhost:4010/is/image/';

let product: Product;

beforeAll(async () => {
  product = await sandboxProduct('103828');
}, 30_000);

beforeEach(() => {
  useSelectedColourStore.setState({ baseCode: undefined, colour: undefined });
  window.history.replaceState(null, '', '/product/103828/detroit-duck-jacket');
});

function galleryProps(overrides: Partial<ProductGalleryProps> = {}): ProductGalleryProps {
  const model = variantModel(product);
  return {
    baseCode: product.code,
    productName: product.name ?? product.code,
    assets: parseMediaSet(product.scene7Mediaset),
    colourCodes: model.colours.map((colour) => colour.code),
    colourNames: Object.fromEntries(model.colours.map((colour) => [colour.code, colour.name])),
    initialColour: 'BRN',
    emea: false,
    imageServer: IMAGE_SERVER,
    fallbackImages: [],
    badges: [],
    renditions: galleryRenditions(),
    ...overrides,
  };
}

function renderGallery(props: ProductGalleryProps = galleryProps()) {
  return render(
    <I18nProvider lang="en" resources={pickResources('en', ['product'])}>
      <ProductGallery {...props} />
    </I18nProvider>,
  );
}

/** The image server URL a `next/image` element asks for (behind the optimizer in tests). */
function sourceOf(image: HTMLElement): string {
  const src = image.getAttribute('src') ?? '';
  const url = new URL(src, 'http://localhost');
  return url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? '') : src;
}

function thumbnails() {
  return screen.getAllByTestId('gallery-thumbnail');
}

function thumbnailSources() {
  return thumbnails().map((button) => sourceOf(within(button).getByRole('img')));
}

async function openViewer() {
  const user = userEvent.setup();
  await user.click(screen.getByTestId('gallery-main'));
  return screen.findByTestId('gallery-viewer');
}

describe('static images first', () => {
  it('shows the chosen colour’s pictures and the style’s video, and no viewer yet', () => {
    renderGallery();
    expect(thumbnailSources().map((src) => new URL(src).pathname)).toEqual([
      '/is/image/brand/103828_BRN_AVB',
      '/is/image/brand/103828_BRN_PS',
      '/is/image/brand/103828_BRN_AIL',
      '/is/image/brand/103828_BRN_AIR',
      '/is/image/brand/103828_AVV',
    ]);
    expect(sourceOf(within(screen.getByTestId('gallery-main')).getByRole('img'))).toBe(`${IMAGE_SERVER}brand/103828_BRN_AVB?wid=1000&hei=1250`);
    expect(screen.getByRole('img', { name: 'Detroit Duck Jacket, Duck Brown, video' })).toBeInTheDocument();
    expect(screen.queryByTestId('gallery-viewer')).not.toBeInTheDocument();
  });

  it('names the main image EU_ on EMEA sites', () => {
    renderGallery(galleryProps({ emea: true }));
    expect(new URL(sourceOf(within(screen.getByTestId('gallery-main')).getByRole('img'))).pathname).toBe('/is/image/brand/EU_103828_BRN_AVB');
  });

  it('shows the product’s badges, as pictures or as words', () => {
    renderGallery(galleryProps({ badges: [{ name: 'Best seller', image: 'http://localhost:4010/is/image/brand/badge_bestseller' }, { name: 'New' }] }));
    expect(screen.getByRole('img', { name: 'Best seller' })).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
  });
});

describe('a product without a media set (its OCC images)', () => {
  it('shows two pictures that share a thumbnail as two, each keyed apart', () => {
    const logged = vi.spyOn(console, 'error');
    const first = {
      main: 'http://localhost:4010/medias/front.jpg',
      thumbnail: 'http://localhost:4010/medias/thumb.jpg',
      large: 'http://localhost:4010/medias/front-zoom.jpg',
      alt: 'Camera',
      kind: 'image' as const,
    };
    const second = { ...first, main: 'http://localhost:4010/medias/back.jpg', large: 'http://localhost:4010/medias/back-zoom.jpg' };
    renderGallery(galleryProps({ assets: [], fallbackImages: [first, second] }));
    expect(thumbnails()).toHaveLength(2);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('a colour change', () => {
  it('rebuilds the set with the new colour’s pictures and keeps the generic views', () => {
    renderGallery();
    act(() => selectColour('103828', 'MOS'));
    expect(thumbnailSources().map((src) => new URL(src).pathname)).toEqual([
      '/is/image/brand/103828_MOS_AVB',
      '/is/image/brand/103828_MOS_PS',
      '/is/image/brand/103828_MOS_AIL',
      '/is/image/brand/103828_MOS_AIR',
      '/is/image/brand/103828_AVV',
    ]);
    expect(within(screen.getByTestId('gallery-main')).getByRole('img')).toHaveAccessibleName('Detroit Duck Jacket, Moss, picture 1');
  });

  it('starts again from the static images when the viewer was open', async () => {
    renderGallery();
    const viewer = await openViewer();
    fireEvent.load(within(viewer).getByRole('img', { hidden: true }));
    await waitFor(() => expect(screen.getByTestId('product-gallery')).toHaveAttribute('data-viewer', 'ready'));
    act(() => selectColour('103828', 'BLK'));
    expect(screen.getByTestId('product-gallery')).toHaveAttribute('data-viewer', 'off');
    expect(screen.queryByTestId('gallery-viewer')).not.toBeInTheDocument();
    expect(new URL(sourceOf(within(screen.getByTestId('gallery-main')).getByRole('img'))).pathname).toBe('/is/image/brand/103828_BLK_AVB');
  });
});

/** Opens the viewer and loads its picture, so it is shown. */
async function openReadyViewer() {
  renderGallery();
  const viewer = await openViewer();
  fireEvent.load(within(viewer).getByRole('img', { hidden: true }));
  await waitFor(() => expect(viewer).not.toHaveAttribute('aria-hidden'));
  return viewer;
}

describe('the interactive viewer', () => {
  it('stays hidden behind the static image until its picture has loaded', async () => {
    renderGallery();
    const viewer = await openViewer();
    expect(viewer).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('product-gallery')).toHaveAttribute('data-viewer', 'loading');
    expect(screen.getByTestId('gallery-main')).toBeInTheDocument();
    const picture = within(viewer).getByRole('img', { hidden: true });
    expect(picture).toHaveAttribute('src', `${IMAGE_SERVER}brand/103828_BRN_AVB?wid=2000&hei=2500`);

    fireEvent.load(picture);
    await waitFor(() => expect(viewer).not.toHaveAttribute('aria-hidden'));
    expect(screen.getByTestId('product-gallery')).toHaveAttribute('data-viewer', 'ready');
    expect(screen.queryByTestId('gallery-main')).not.toBeInTheDocument();
    expect(screen.getByRole('application', { name: /in the image viewer/ })).toHaveFocus();
  });

  it('starts another picture unzoomed and centred when a thumbnail is chosen, and announces the zoom', async () => {
    const user = userEvent.setup();
    const viewer = await openReadyViewer();
    const picture = () => within(viewer).getByRole('img');
    const status = screen.getByTestId('viewer-zoom-status');

    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(picture().style.transform).toContain('scale(1.5)');
    expect(status).toHaveTextContent('Zoom 150%');

    await user.click(thumbnails()[1] as HTMLElement);
    expect(picture()).toHaveAccessibleName('Detroit Duck Jacket, Duck Brown, picture 2');
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(1)');
    expect(within(viewer).getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');
    expect(status).toHaveTextContent(`Picture 2 of ${thumbnails().length}. Zoom 100%`);
  });

  it('announces which picture the arrow keys brought, since the focused viewer’s new name is not read', async () => {
    const user = userEvent.setup();
    await openReadyViewer();
    const status = screen.getByTestId('viewer-zoom-status');
    expect(status).toHaveTextContent('');
    await user.keyboard('{ArrowRight}');
    expect(status).toHaveTextContent(`Picture 2 of ${thumbnails().length}`);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(status).toHaveTextContent(`Picture ${thumbnails().length} of ${thumbnails().length}`);
  });

  it('keeps the keyboard focus on a zoom button pressed to its limit, where a further press does nothing (WCAG 2.4.3)', async () => {
    const user = userEvent.setup();
    const viewer = await openReadyViewer();
    const picture = () => within(viewer).getByRole('img');
    const status = screen.getByTestId('viewer-zoom-status');
    const zoomIn = within(viewer).getByRole('button', { name: 'Zoom in' });
    const zoomOut = within(viewer).getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    expect(zoomIn).not.toHaveAttribute('aria-disabled');

    zoomIn.focus();
    // 150 %, 200 %, then the maximum, 300 %.
    for (let press = 0; press < 3; press += 1) await user.keyboard('{Enter}');
    expect(picture().style.transform).toContain('scale(3)');
    expect(status).toHaveTextContent('Zoom 300%');
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(zoomIn);
    // Not `disabled`: a browser drops the focus of a button that becomes disabled to the page's body
    // (jsdom does not, so the focus check above cannot tell on its own).
    expect(zoomIn).not.toHaveAttribute('disabled');

    await user.keyboard('{Enter}');
    expect(picture().style.transform).toContain('scale(3)');
    expect(status).toHaveTextContent('Zoom 300%');
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(zoomIn);

    zoomOut.focus();
    // 200 %, 150 %, then the minimum, 100 %.
    for (let press = 0; press < 3; press += 1) await user.keyboard(' ');
    expect(picture().style.transform).toContain('scale(1)');
    expect(status).toHaveTextContent('Zoom 100%');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    expect(zoomOut).not.toHaveAttribute('disabled');
    expect(zoomIn).not.toHaveAttribute('aria-disabled');
    expect(document.activeElement).toBe(zoomOut);

    await user.keyboard('{Enter}');
    expect(picture().style.transform).toContain('scale(1)');
    expect(status).toHaveTextContent('Zoom 100%');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(zoomOut);
  });

  it('logs a failure as a warning and keeps the static images', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderGallery();
    const viewer = await openViewer();
    fireEvent.error(within(viewer).getByRole('img', { hidden: true }));
    await waitFor(() => expect(screen.queryByTestId('gallery-viewer')).not.toBeInTheDocument());
    expect(warn).toHaveBeenCalledWith('The image viewer could not start; the static images stay.', expect.any(Error));
    expect(screen.getByTestId('product-gallery')).toHaveAttribute('data-viewer', 'failed');
    expect(screen.getByTestId('gallery-main')).toBeInTheDocument();
    expect(thumbnails()).toHaveLength(5);
  });
});

describe('the video', () => {
  async function openVideo() {
    renderGallery();
    const user = userEvent.setup();
    await user.click(thumbnails()[4] as HTMLElement);
    const viewer = await screen.findByTestId('gallery-viewer');
    return { viewer, video: within(viewer).getByTestId('viewer-video') as HTMLVideoElement };
  }

  it('plays in the viewer from the image server’s content URL, its still as the poster', async () => {
    const { viewer, video } = await openVideo();
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', 'http://localhost:4010/is/content/brand/103828_AVV');
    expect(video).toHaveAttribute('poster', `${IMAGE_SERVER}brand/103828_AVV?wid=2000&hei=2500`);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(video.muted).toBe(true);
    expect(video).toHaveAccessibleName('Detroit Duck Jacket, Duck Brown, video');
    // Zooming is for pictures.
    expect(within(viewer).queryByRole('button', { name: 'Zoom in', hidden: true })).not.toBeInTheDocument();
  });

  it('shows the viewer once the video or its poster is ready', async () => {
    const { viewer, video } = await openVideo();
    expect(viewer).toHaveAttribute('aria-hidden', 'true');
    fireEvent.loadedMetadata(video);
    await waitFor(() => expect(viewer).not.toHaveAttribute('aria-hidden'));
  });

  it('shows the viewer when only the poster has loaded (a browser that waits for play)', async () => {
    const { viewer } = await openVideo();
    fireEvent.load(within(viewer).getByTestId('viewer-poster'));
    await waitFor(() => expect(screen.getByTestId('product-gallery')).toHaveAttribute('data-viewer', 'ready'));
  });

  it('logs a video that does not load as a warning and keeps the static images', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { video } = await openVideo();
    fireEvent.error(video);
    await waitFor(() => expect(screen.queryByTestId('gallery-viewer')).not.toBeInTheDocument());
    expect(warn).toHaveBeenCalledWith('The image viewer could not start; the static images stay.', expect.any(Error));
    expect(screen.getByTestId('gallery-main')).toBeInTheDocument();
  });

  it('leaves the video’s keys to its controls and changes pictures with the arrows on the frame', async () => {
    const { viewer, video } = await openVideo();
    fireEvent.loadedMetadata(video);
    fireEvent.keyDown(video, { key: 'ArrowRight' });
    expect(within(viewer).getByTestId('viewer-video')).toBeInTheDocument();
    fireEvent.keyDown(within(viewer).getByRole('application'), { key: 'ArrowRight' });
    expect(within(viewer).queryByTestId('viewer-video')).not.toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: 'Detroit Duck Jacket, Duck Brown, picture 1' })).toBeInTheDocument();
  });
});
