import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { Suspense } from 'react';
import { CmsComponentView } from '@/cms/CmsSlot';
import { cmsRenderContext } from '@/cms/context';
import { loadCmsComponentsInOrder, preloadCmsComponents } from '@/cms/load';
import { brandSuffixedTitle } from '@/cms/metadata';
import { sanitizeCmsHtml } from '@/cms/sanitize';
import type { Product } from '@/commerce/schemas';
import { Breadcrumbs } from '@/features/catalog/Breadcrumbs';
import { imageServerRoot } from '@/features/catalog/image-server';
import { catalogContext } from '@/features/catalog/load-listing';
import { RatingStars } from '@/features/catalog/RatingStars';
import { hreflangLanguages, preloadEuAlternates } from '@/features/content/page-metadata';
import { storefrontRegistry } from '@/features/content/registry';
import { storefrontOrigin } from '@/features/content/storefront-origin';
import { breadcrumbTrailJsonLd, isBaseProduct, productJsonLd } from '@/features/seo/json-ld';
import { JsonLd } from '@/features/seo/JsonLd';
import { openGraphSite } from '@/features/seo/open-graph';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { getTranslator } from '@/i18n/server';
import { isEmeaSite, languageTag, parseProductCode, pathFor, type RouteSite, type SiteKey } from '@/site';
import { BackLink } from './BackLink';
import { canonicalProductPath, loadProductPage, loadReviews, styleCodeFromVariantCode, type ProductRoute } from './load-product';
import { preloadReviews } from './product-lookup';
import { assetUrl, galleryForColour, mainImagePath, parseMediaSet } from './media-set';
import { occGalleryImages, productBadges, withSwatchUrls } from './occ-media';
import { productBreadcrumbs } from './product-breadcrumbs';
import { offerFromProduct } from './product-offer';
import { purchasePrices } from './purchase-prices';
import { galleryRenditions, MAIN_IMAGE_SIZE, swatchRendition } from './product-images';
import { ProductGallery } from './ProductGallery';
import { ProductPurchase } from './ProductPurchase';
import { ProductReviews, ProductReviewsFallback, REVIEWS_SECTION_ID } from './ProductReviews';
import { averageRating, newestFirst, ratingCount, ratingNumber, reviewerName, REVIEWS_IN_STRUCTURED_DATA } from './reviews';
import { initialSelection, variantModel } from './variant-selection';
import styles from './ProductPage.module.css';

/**
 * The product page (spec 3 §2): breadcrumbs and back link, gallery, name, rating, the purchase island
 * (variant picker, price, stock, add to cart), the brand commitment from the CMS, details and
 * specifications, reviews, and structured data. Everything but the islands is rendered on the server
 * from cached data (per site, language, currency and country, tagged `product:{code}`), so the page
 * is static and shared.
 */

export interface ProductPageParams extends RouteSite {
  /** The route folder: `p` or `product`. */
  folder: ProductRoute;
  /** Path segments after `p` or `product`. */
  segments: string[];
}

/** Namespaces the product page's islands read; of the cart's, the quantity selector's and the cart lifecycle's texts. */
const ISLAND_NAMESPACES = ['product', 'cart'] as const;
export const ISLAND_TEXT_PARTS = { cart: ['quantity', 'lifecycle'] } as const;

function styleCodeOfProduct(product: Product, base: Product): string {
  return product.manufacturerAID ?? base.manufacturerAID ?? base.code;
}


/** The page's images as the gallery and structured data use them, for the colour shown first. */
function pageImages(product: Product, base: Product, site: SiteKey, colour: string | undefined, colourCodes: string[]) {
  const assets = parseMediaSet(base.scene7Mediaset ?? product.scene7Mediaset);
  const gallery = galleryForColour(assets, colour, colourCodes);
  const root = imageServerRoot();
  const emea = isEmeaSite(site);
  const main = gallery.find((asset) => asset.kind === 'image');
  const urls = gallery
    .filter((asset) => asset.kind === 'image')
    .map((asset) => assetUrl(root, asset === main ? mainImagePath(asset, emea) : asset.path, MAIN_IMAGE_SIZE));
  return { assets, urls };
}

/** The variant choices, the colour shown first and the images of a product's page. */
function pageMedia(product: Product, base: Product, site: SiteKey) {
  const model = variantModel(base.variantOptions.length > 0 ? base : product);
  const selection = initialSelection(model, product);
  const colourCodes = model.colours.map((colour) => colour.code);
  return { model, selection, colourCodes, ...pageImages(product, base, site, selection.colour, colourCodes) };
}

/** Spec 3 §9 title and description, the canonical link and, on the EU store, the hreflang links (spec 1 §2.2). */
export async function productMetadata({ folder, segments, ...route }: ProductPageParams): Promise<Metadata> {
  const { site, lang, country } = route;
  const result = await loadProductPage(route, folder, segments);
  if (result.kind !== 'product') return {};
  const { product, base } = result;
  const { t } = getTranslator(lang, ['common']);
  const name = product.name ?? product.code;
  // The picture a shared link shows: the page's first image, else the product's primary OCC image.
  const image = pageMedia(product, base, site).urls[0] ?? occGalleryImages(product, name)[0]?.large;
  const canonical = new URL(canonicalProductPath(site, lang, product), storefrontOrigin()).toString();
  const description = product.metaDescription ?? product.summary;
  const languages = await hreflangLanguages(cmsRenderContext({ site, lang, country }), { pageType: 'ProductPage', pageId: product.code });
  return {
    // Spec 3 §9: "products use metaTitle and metaDescription"; titles end with the brand.
    title: brandSuffixedTitle(product.metaTitle || name, t('brand')),
    ...(description ? { description } : {}),
    alternates: { canonical, ...(languages ? { languages } : {}) },
    openGraph: {
      ...openGraphSite(route, t('brand')),
      type: 'website',
      title: name,
      url: canonical,
      ...(description ? { description } : {}),
      ...(image ? { images: [{ url: image, alt: name }] } : {}),
    },
  };
}

/**
 * Starts the loads that wait for the product only for a key the URL already names (the preload
 * pattern), so a page rendered for the first time takes one round of backend calls instead of two
 * (with a slow backend, the product comes on the first retry of the waiting view, not the second):
 * the reviews, by a guess at the style number (the reviews are keyed by the product's manufacturer
 * AID, `styleCodeOfProduct`, which on this catalogue is the code a variant's code starts with; where
 * it is not, the guess is one wasted call), the brand commitment and, on the EU store, the language
 * links. A URL that turns out to redirect or name no product costs these calls once; they are cached
 * like the rest.
 */
function preloadPageData(route: RouteSite, segments: readonly string[]): void {
  const { site, lang, country } = route;
  const code = parseProductCode(site, segments);
  if (!code) return;
  preloadReviews(catalogContext(route), styleCodeFromVariantCode(code) ?? code);
  preloadCmsComponents(cmsRenderContext({ site, lang, country, productCode: code }), [COMMITMENT_COMPONENT_UID]);
  preloadEuAlternates(cmsRenderContext({ site, lang, country }), { pageType: 'ProductPage', pageId: code });
}

export async function ProductPage({ folder, segments, ...route }: ProductPageParams) {
  const { site, lang } = route;
  preloadPageData(route, segments);
  const result = await loadProductPage(route, folder, segments);
  if (result.kind === 'notFound') notFound();
  if (result.kind === 'redirect') {
    if (result.permanent) permanentRedirect(result.location);
    redirect(result.location);
  }
  const { product, base } = result;
  const { t } = getTranslator(lang, ['product', 'common']);
  const name = product.name ?? base.name ?? product.code;
  const { model, selection, colourCodes, assets, urls } = pageMedia(product, base, site);
  const offer = offerFromProduct(product);
  const styleCode = styleCodeOfProduct(product, base);
  const context = catalogContext(route);
  const crumbs = productBreadcrumbs({ site, lang, homeLabel: t('common:home'), product });
  const home = pathFor({ site, lang }, { name: 'home' });
  const description = product.description ? sanitizeCmsHtml(product.description) : '';
  const features = product.classifications.flatMap((classification) => classification.features);

  return (
    // One translation provider for all of the page's islands (gallery, purchase, reviews paging).
    <I18nProvider lang={lang} resources={pickResources(lang, [...ISLAND_NAMESPACES], ISLAND_TEXT_PARTS)}>
      <div className={styles.page}>
        <div className={styles.navigation}>
          <BackLink homeHref={home} backLabel={t('common:back')} homeLabel={t('common:home')} />
          <Breadcrumbs crumbs={crumbs} label={t('breadcrumb')} />
        </div>

        <div className={styles.top}>
          <div className={styles.galleryColumn}>
            <ProductGallery
              baseCode={base.code}
              productName={name}
              assets={assets}
              colourCodes={colourCodes}
              colourNames={Object.fromEntries(model.colours.map((colour) => [colour.code, colour.name]))}
              initialColour={selection.colour}
              emea={isEmeaSite(site)}
              imageServer={imageServerRoot()}
              renditions={galleryRenditions()}
              fallbackImages={assets.length === 0 ? occGalleryImages(product, name) : []}
              badges={productBadges(product)}
            />
          </div>

          <div className={styles.summary}>
            <header className={styles.header}>
              <h1 className={styles.name}>{name}</h1>
              <p className={styles.style}>{t('styleNumber', { style: styleCode })}</p>
              {/* Streams in with the review provider's answer; the rest of the page does not wait for it. */}
              <Suspense fallback={null}>
                <ProductRating route={route} styleCode={styleCode} />
              </Suspense>
            </header>

            <ProductPurchase
              site={site}
              lang={lang}
              pageCode={product.code}
              baseCode={base.code}
              productName={name}
              model={withSwatchUrls(model)}
              initialSelection={selection}
              offer={offer}
              writtenPrices={purchasePrices(model, selection, offer, languageTag(site, lang))}
              serverContext={{ currency: context.currency, country: context.country }}
              swatchRendition={swatchRendition()}
            />

            <Commitment route={route} code={product.code} />
          </div>
        </div>

        {(description || features.length > 0) && (
          <section className={styles.details} aria-labelledby="details-heading">
            <h2 id="details-heading" className={styles.sectionHeading}>
              {t('details.heading')}
            </h2>
            <div className={styles.detailsLayout}>
              {description && <div className={styles.description} dangerouslySetInnerHTML={{ __html: description }} />}
              {features.length > 0 && (
                <dl className={styles.specs}>
                  {features.map((feature, index) => (
                    <div key={feature.code ?? index} className={styles.spec}>
                      <dt>{feature.name}</dt>
                      <dd>
                        {feature.featureValues.map((value) => value.value).join(', ')}
                        {feature.featureUnit?.symbol ? ` ${feature.featureUnit.symbol}` : ''}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
          </section>
        )}

        <Suspense fallback={<ProductReviewsFallback label={t('reviews.heading')} />}>
          <ProductReviews route={route} styleCode={styleCode} />
          <ProductStructuredData route={route} product={product} name={name} styleCode={styleCode} images={urls} />
        </Suspense>
        <JsonLd data={breadcrumbTrailJsonLd(crumbs, storefrontOrigin())} />
      </div>
    </I18nProvider>
  );
}

/**
 * The rating beside the product name, linking to the reviews: the review provider's summary, keyed
 * by the style number (spec 3 §4), the same the reviews section and the structured data show, not
 * OCC's `averageRating`, which a real backend need not fill in. Nothing while there are no reviews.
 */
export async function ProductRating({ route, styleCode }: { route: RouteSite; styleCode: string }) {
  const { site, lang } = route;
  const summary = await loadReviews(route, styleCode);
  const count = summary ? ratingCount(summary) : 0;
  const average = summary ? averageRating(summary) : undefined;
  if (count === 0 || average === undefined) return null;
  const { t } = getTranslator(lang, ['product']);
  return (
    <a href={`#${REVIEWS_SECTION_ID}`} className={styles.ratingLink} data-testid="product-rating">
      <RatingStars rating={average} label={t('rating.label', { rating: ratingNumber(languageTag(site, lang), average) })} />
      <span>{t('reviews.count', { count })}</span>
    </a>
  );
}

/**
 * The brand commitment (spec 3 §2: "content component commitmentContent"; §7: CMS content by
 * component id). Loaded by its uid, not from a slot of the product page: SAP's
 * ProductDetailsPageTemplate has no slot for it (occ-contract samples), so a slot lookup would lose
 * the block against a real backend. It goes through the cached component load with the product code,
 * like the rest of the page's data, and renders through the CMS registry.
 */
const COMMITMENT_COMPONENT_UID = 'commitmentContent';

export async function Commitment({ route: { site, lang, country }, code }: { route: RouteSite; code: string }) {
  const context = cmsRenderContext({ site, lang, country, productCode: code });
  // A failed load is an empty list, already logged by the component load (spec 1 §7).
  const [component] = await loadCmsComponentsInOrder(context, [COMMITMENT_COMPONENT_UID]);
  if (!component) return null;
  return (
    <div className={styles.commitment}>
      <CmsComponentView component={component} registry={storefrontRegistry} context={context} />
    </div>
  );
}

/** Product, offer, rating and reviews for search engines (spec 3 §4). */
async function ProductStructuredData({
  route,
  product,
  name,
  styleCode,
  images,
}: {
  route: RouteSite;
  product: Product;
  name: string;
  styleCode: string;
  images: string[];
}) {
  const { site, lang } = route;
  const summary = await loadReviews(route, styleCode);
  const { t } = getTranslator(lang, ['common', 'product']);
  const offer = offerFromProduct(product);
  const isBase = isBaseProduct(product);
  const reviews = summary ? newestFirst(summary.reviews).slice(0, REVIEWS_IN_STRUCTURED_DATA) : [];
  return (
    <JsonLd
      data={productJsonLd(
        {
          code: product.code,
          name,
          description: product.metaDescription ?? product.summary,
          url: new URL(canonicalProductPath(site, lang, product), storefrontOrigin()).toString(),
          images,
          brand: product.manufacturer ?? t('common:brand'),
          sku: styleCode,
          price: offer.price,
          priceRange: offer.priceRange && isBase ? offer.priceRange : undefined,
          currency: offer.currency,
          stockStatus: offer.stockStatus,
          isBaseProduct: isBase,
        },
        summary ? { average: averageRating(summary), count: ratingCount(summary) } : {},
        reviews.map((review) => ({
          author: reviewerName(review) ?? t('product:reviews.anonymous'),
          rating: review.rating,
          title: review.title,
          text: review.text,
          date: review.dateCreatedMillis !== undefined ? new Date(review.dateCreatedMillis).toISOString().slice(0, 10) : undefined,
        })),
      )}
    />
  );
}
