import { mediaUrl } from '@/cms/media';
import type { Product } from '@/commerce/schemas';
import type { GalleryImage } from './gallery-types';
import type { VariantModel } from './variant-selection';

/**
 * The product page's OCC image fields (the fallback gallery, badges, colour swatches) as absolute
 * URLs, on the server. OCC gives media paths of two kinds: image-server assets (`/is/image/...`, on
 * `IMAGE_BASE_URL` when it is set) and backend media (`/medias/...`, `/rest/v2/medias/...` in SAP's
 * own payloads), which only the backend serves; `mediaUrl` tells them apart (src/cms/media.ts).
 * Server only: it reads the configuration. Islands receive the URLs.
 */

/** One OCC picture: its URL per format (`product`, `zoom`, `thumbnail`, ...). */
type Formats = Map<string, string>;

function galleryImage(formats: Formats, alt: string): GalleryImage {
  const first = formats.values().next().value ?? '';
  return {
    main: formats.get('product') ?? formats.get('zoom') ?? first,
    thumbnail: formats.get('thumbnail') ?? formats.get('product') ?? first,
    large: formats.get('zoom') ?? formats.get('product') ?? first,
    alt,
    kind: 'image',
  };
}

function samePicture(a: GalleryImage, b: GalleryImage): boolean {
  return a.main === b.main && a.thumbnail === b.thumbnail && a.large === b.large;
}

/**
 * The OCC images of a product without a media set, one per picture: the primary, then the gallery
 * by index. SAP lists the primary picture again as gallery index 0, with the same URLs (see the
 * captured product-3595723 sample); a picture already kept is not shown twice.
 */
export function occGalleryImages(product: Pick<Product, 'images'>, alt: string): GalleryImage[] {
  const groups = new Map<string, Formats>();
  for (const image of product.images) {
    const key = image.imageType === 'GALLERY' ? `gallery-${image.galleryIndex ?? 0}` : 'primary';
    const url = mediaUrl(image.url);
    if (!url) continue;
    const formats = groups.get(key) ?? new Map<string, string>();
    formats.set(image.format ?? 'product', url);
    groups.set(key, formats);
  }
  const pictures: GalleryImage[] = [];
  for (const formats of groups.values()) {
    const picture = galleryImage(formats, alt);
    if (!pictures.some((kept) => samePicture(kept, picture))) pictures.push(picture);
  }
  return pictures;
}

/** The product's badges (spec 3 §2: badge image and name); a badge without a name is left out. */
export function productBadges(product: Pick<Product, 'badges'>): { name: string; image?: string | undefined }[] {
  return product.badges.flatMap((badge) => {
    const name = badge.badgeType?.name;
    return name ? [{ name, image: mediaUrl(badge.badgeType?.imageUrl) }] : [];
  });
}

/** The variant model with each colour's swatch as an absolute URL, for the picker island. */
export function withSwatchUrls(model: VariantModel): VariantModel {
  return { ...model, colours: model.colours.map((colour) => ({ ...colour, swatch: mediaUrl(colour.swatch) })) };
}
