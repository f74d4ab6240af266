import { render, screen, within } from '@testing-library/react';
import { PRODUCT_SEARCH_FIELDS } from '@/commerce/endpoints';
import { productSearchPageSchema, type Product } from '@/commerce/schemas';
import { ProductCard, type ProductCardLabels } from '@/features/catalog/ProductCard';
import { productCardLabels } from '@/features/catalog/ListingView';
import { toProductCard, type ProductCardModel } from '@/features/catalog/product-card';
import { getTranslator } from '@/i18n/server';
import { createSandboxApp } from '@/sandbox/app';
import { createSandboxStore } from '@/sandbox/store';
import { formatPrice, formatPriceRange } from '@/ui';
import { cardRenditions } from '@/features/catalog/card-renditions';

/**
 * A product in a listing (spec 3 §2 "product grid with image, name, price or price range, swatches,
 * badges, rating"), built from the sandbox's search results the way the listing builds it.
 */

const app = createSandboxApp({ store: createSandboxStore() });
const IMAGE_ORIGIN = 'http://localhost:4010';

let products: Product[] = [];

beforeAll(async () => {
  const query = new URLSearchParams({ query: ':relevance', pageSize: '100', fields: PRODUCT_SEARCH_FIELDS });
  const response = await app.fetch(new Request(`${IMAGE_ORIGIN}/occ/v2/brand-us/products/search?${query}`));
  products = productSearchPageSchema.parse(await response.json()).products;
}, 30_000);

function cardOf(predicate: (card: ProductCardModel) => boolean): ProductCardModel {
  const card = products.map((product) => toProductCard(product, { site: 'us', lang: 'en', imageOrigins: { imageServer: IMAGE_ORIGIN, backend: IMAGE_ORIGIN } })).find(predicate);
  if (!card) throw new Error('no product in the sandbox fits');
  return card;
}

const { t } = getTranslator('en', ['catalog']);
const labels: ProductCardLabels = {
  rating: (rating) => t('card.rating', { rating: rating.toLocaleString('en', { maximumFractionDigits: 1 }) }),
  reviews: (count) => t('card.reviews', { count }),
  availableIn: t('card.availableIn'),
  soldOut: t('card.soldOut'),
  originalPrice: t('card.originalPrice'),
  currentPrice: t('card.currentPrice'),
};

function renderCard(card: ProductCardModel) {
  return render(<ProductCard card={card} locale="en-US" labels={labels} renditions={cardRenditions()} />);
}

describe('a product card', () => {
  it('links the name to the product page', () => {
    const card = cardOf((c) => c.code === '103828');
    renderCard(card);
    expect(screen.getByRole('link', { name: 'Detroit Duck Jacket' })).toHaveAttribute('href', '/product/103828/detroit-duck-jacket');
  });

  it('shows a swatch per colour, named for screen readers', () => {
    const card = cardOf((c) => c.code === '103828');
    renderCard(card);
    expect(screen.getByText('Available in:')).toHaveClass('visually-hidden');
    expect(screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('img')).map((item) => within(item).getByRole('img').getAttribute('alt'))).toEqual(
      card.swatches.map((swatch) => swatch.name),
    );
    expect(card.swatches.map((swatch) => swatch.name)).toEqual(['Duck Brown', 'Black', 'Moss', 'Navy']);
  });

  it('shows five swatches at most and how many more there are', () => {
    const card = cardOf((c) => c.code === '103828');
    const colours = ['BRN', 'BLK', 'MOS', 'NVY', 'GVL', 'DBN', 'ARG'].map((code) => ({ code, name: code, image: `${IMAGE_ORIGIN}/is/image/brand/103828_${code}_SW` }));
    const { container } = renderCard({ ...card, swatches: colours });
    expect(container.querySelectorAll('img[width="20"]')).toHaveLength(5);
    expect(screen.getByText('+2')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no swatches for a product in one colour', () => {
    renderCard({ ...cardOf((c) => c.code === '103828'), swatches: [{ code: 'BRN', name: 'Duck Brown' }] });
    expect(screen.queryByText('Available in:')).not.toBeInTheDocument();
  });

  it('shows the product’s badges', () => {
    const card = cardOf((c) => c.badges.length > 0);
    renderCard(card);
    for (const badge of card.badges) expect(screen.getByText(badge)).toBeInTheDocument();
  });

  it('shows the rating as stars with a spoken label, and the number of reviews', () => {
    const card = cardOf((c) => c.rating !== undefined && c.reviewCount > 1);
    renderCard(card);
    const rating = card.rating ?? 0;
    expect(screen.getByRole('img', { name: `Rated ${rating.toLocaleString('en', { maximumFractionDigits: 1 })} out of 5` })).toBeInTheDocument();
    expect(screen.getByText(`${card.reviewCount} reviews`)).toBeInTheDocument();
  });

  it('shows no rating for a product nobody has rated', () => {
    renderCard({ ...cardOf((c) => c.code === '103828'), rating: undefined, reviewCount: 0 });
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  it('shows a price range when the sizes are priced differently', () => {
    const card = cardOf((c) => c.priceRange !== undefined);
    const { min, max } = card.priceRange ?? { min: 0, max: 0 };
    expect(min).toBeLessThan(max);
    renderCard(card);
    expect(screen.getByText(formatPriceRange(min, max, 'USD', 'en-US'))).toBeInTheDocument();
    expect(screen.queryByText(labels.originalPrice)).not.toBeInTheDocument();
  });

  it('strikes the MSRP through beside the price, each amount named for screen readers', () => {
    const card = cardOf((c) => c.originalPrice !== undefined);
    const { container } = renderCard(card);
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent(formatPrice(card.originalPrice ?? 0, 'USD', 'en-US'));
    expect(screen.getByText('Original price', { exact: false })).toHaveClass('visually-hidden');
    expect(screen.getByText('Current price', { exact: false }).parentElement).toHaveTextContent(formatPrice(card.price ?? 0, 'USD', 'en-US'));
    expect(card.originalPrice).toBeGreaterThan(card.price ?? Number.POSITIVE_INFINITY);
  });

  it('says when the product is sold out', () => {
    renderCard({ ...cardOf((c) => c.code === '103828'), outOfStock: true });
    expect(screen.getByText('Sold out')).toBeInTheDocument();
  });
});

describe("the cards' labels", () => {
  it('write the rating in the page’s language with one number format for every card', () => {
    const Original = Intl.NumberFormat;
    const constructed = vi
      .spyOn(Intl, 'NumberFormat')
      .mockImplementation(function numberFormat(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        return new Original(...args);
      });
    const german = productCardLabels(getTranslator('de', ['catalog']).t, 'de-DE');
    const ratings = [german.rating(4.5), german.rating(3), german.rating(4.25)];
    expect(ratings.map((label) => label.match(/\d[\d,.]*/)?.[0])).toEqual(['4,5', '3', '4,3']);
    // Building a number format is the slow part: one per listing drawn, not one per card.
    expect(constructed).toHaveBeenCalledTimes(1);
  });
});
