import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectFocusClearOf, holdScripts, test } from './fixtures';

// The catalogue (spec 1 §2.1, §9; spec 3 §2, §4, §9) on the real server: category and search pages,
// facets and infinite scroll, the product page, add to cart, structured data and the HTTP statuses.

const SITES = [
  { name: 'US', prefix: '', category: 'men', activeCart: '/api/commerce/brand-us/users/session/carts/active' },
  { name: 'EU', prefix: '/eu/de', category: 'men', activeCart: '/api/commerce/brand-eu/users/session/carts/active' },
] as const;

async function statusOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location, body: response.status() < 300 ? await response.text() : '' };
}

function cards(page: Page) {
  return page.locator('[data-product-link]');
}

/** Scrolls to the end of the grid until more than `count` products are listed. */
async function scrollUntilMoreThan(page: Page, count: number) {
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    expect(await cards(page).count()).toBeGreaterThan(count);
  }).toPass({ timeout: 20_000 });
}

/** Picks another colour when there is one, then a size that is not sold out (any colour that has one). */
async function chooseColourAndSize(page: Page) {
  const purchase = page.getByTestId('product-purchase');
  const colours = purchase.locator('label:has(input[data-testid^="colour-"])');
  const count = await colours.count();
  for (const index of [1, 0, ...Array.from({ length: count }, (_, i) => i)]) {
    if (index >= count) continue;
    await colours.nth(index).click();
    await expect(colours.nth(index).locator('input')).toBeChecked();
    const available = page.getByTestId('size-picker').locator('label[data-state="available"]');
    if ((await available.count()) > 0) {
      await available.first().click();
      await expect(available.first().locator('input')).toBeChecked();
      return;
    }
  }
  throw new Error('no size in stock');
}

/** Opens the listing's filter sheet and returns it with its "show products" button, once that shows. */
async function openFilterSheet(page: Page, names: { open: RegExp; title: string; show: RegExp }) {
  await page.getByRole('button', { name: names.open }).click();
  const dialog = page.getByRole('dialog', { name: names.title });
  const show = dialog.getByRole('button', { name: names.show });
  await expect(show).toBeVisible();
  return { dialog, show };
}

interface JsonLdNode {
  '@type'?: string;
  name?: string;
  offers?: { price?: number; lowPrice?: number; priceCurrency?: string; availability?: string };
}

async function structuredData(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as JsonLdNode);
}

for (const site of SITES) {
  test.describe(`${site.name} catalogue`, () => {
    test('category: filter by a facet, scroll to page 2, open a product, pick colour and size, add to cart', async ({ page, visit }) => {
      await visit(`${site.prefix}/c/${site.category}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(cards(page)).toHaveCount(12);

      // A facet value narrows the list; the choice is kept in the URL.
      const facets = page.getByTestId('facet-sidebar');
      const colourGroup = facets.locator('fieldset').nth(1);
      const firstValue = colourGroup.getByRole('checkbox').first();
      await colourGroup.locator('label').first().click();
      await expect(page).toHaveURL(/facet=/);
      await expect(firstValue).toBeChecked();
      await colourGroup.locator('label').first().click();
      await expect(page).not.toHaveURL(/facet=/);

      // Infinite scroll: page 2 arrives when the end of the list comes near; the URL counts the pages.
      await scrollUntilMoreThan(page, 12);
      await expect(page).toHaveURL(/pages=([2-9]|\d\d)/);

      // Open a product from page 2 and come back: same list, same place. The list as it is when the
      // product is opened is read in the same step as the click: while page 2 is in view, page 3 may
      // still arrive (and count in the URL) up to that moment.
      const product = cards(page).nth(13);
      await product.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      const productName = (await product.textContent())?.trim() ?? '';
      const left = await product.evaluate((link) => {
        const state = { url: location.href, loaded: document.querySelectorAll('[data-product-link]').length, scrolledTo: window.scrollY };
        (link as HTMLAnchorElement).click();
        return state;
      });
      await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
      await expect(page.getByTestId('back-link')).toBeVisible();
      await page.getByTestId('back-link').click();
      // The same list (path and filters) with at least the pages it had; back near the end of page 2,
      // the next page may load at once (spec 1 §9: when the end comes within 50 px).
      const pagesOf = (url: string) => Number(new URL(url).searchParams.get('pages') ?? '1');
      const listOf = (url: string) => {
        const parsed = new URL(url);
        parsed.searchParams.delete('pages');
        return parsed.toString();
      };
      await expect.poll(() => listOf(page.url())).toBe(listOf(left.url));
      await expect.poll(() => pagesOf(page.url())).toBeGreaterThanOrEqual(pagesOf(left.url));
      await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(left.loaded);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left.scrolledTo / 2);

      // The first product: choose a colour and a size, then add it.
      await cards(page).first().click();
      await expect(page.getByTestId('product-purchase')).toBeVisible();
      await chooseColourAndSize(page);
      await expect(page).toHaveURL(/\/(product|p)\/.+-/);

      const cartCount = page.getByTestId('mini-cart-link');
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('added-to-cart')).toBeVisible();
      await expect(cartCount).toHaveAttribute('data-count', '1');
      // The cart as the browser's commerce path sees it (same-origin fetch from the page).
      const cart = await page.evaluate(async (path) => {
        const response = await fetch(path, { credentials: 'same-origin' });
        return { status: response.status, body: (await response.json()) as { totalItems?: number } };
      }, site.activeCart);
      expect(cart.status).toBe(200);
      expect(cart.body.totalItems).toBe(1);
      await expect(page.getByTestId('free-shipping-threshold')).toBeVisible();
    });

    test('product page: structured data names the product, its price and availability', async ({ page, visit }) => {
      await visit(`${site.prefix}/c/${site.category}`);
      await cards(page).first().click();
      await expect(page).toHaveURL(/\/(p|product)\//);
      const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
      const product = (await structuredData(page)).find((node) => node['@type'] === 'Product');
      expect(product?.name).toBe(name);
      expect(product?.offers?.price ?? product?.offers?.lowPrice).toBeGreaterThan(0);
      expect(product?.offers?.priceCurrency).toBe(site.name === 'US' ? 'USD' : 'EUR');
      expect(product?.offers?.availability).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/);
      expect((await structuredData(page)).some((node) => node['@type'] === 'BreadcrumbList')).toBe(true);
      // Spec 3 §2: the category trail, then the product, unlinked (every sandbox product is three levels deep).
      const crumbs = page.getByRole('navigation', { name: site.name === 'US' ? 'Breadcrumb' : 'Brotkrumennavigation' }).getByRole('listitem');
      await expect(crumbs).toHaveCount(5);
      await expect(crumbs.nth(1)).toHaveText(site.name === 'US' ? 'Men' : 'Herren');
      await expect(crumbs.last()).toHaveText(name ?? '');
    });

    test('product page: the rating reads in the page’s language', async ({ page, visit }) => {
      await visit(`${site.prefix}/p/103828`);
      const header = page.getByRole('main').locator('header', { has: page.getByRole('heading', { level: 1 }) });
      // 4.0 in English, 4,0 in German.
      await expect(header.getByRole('img')).toHaveAccessibleName(site.name === 'US' ? /^Rated \d\.\d out of 5$/ : /^Bewertet mit \d,\d von 5$/);
    });

    test('unknown product and category answer 404', async ({ request, page }) => {
      expect((await statusOf(request, `${site.prefix}/p/NO-SUCH-PRODUCT`)).status).toBe(404);
      expect((await page.goto(`${site.prefix}/product/999999`))?.status()).toBe(404);
      // The not-found page's own title, never the bare brand.
      await expect(page).toHaveTitle(/^.+ \| Ironbark Workwear$/);
      expect((await statusOf(request, `${site.prefix}/c/${site.name === 'US' ? 'no-such-category/more' : 'herren/no-such-category'}`)).status).toBe(404);
    });

    test('search pages are no-index, and a search of only symbols helps instead of failing', async ({ page, visit }) => {
      await visit(`${site.prefix}/c/jacket`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex.*nofollow/);
      await expect(cards(page).first()).toBeVisible();
      // The header's box shows what was searched, and forgets it on the next page.
      const box = page.getByRole('search').getByRole('searchbox');
      await expect(box).toHaveValue('jacket');
      await cards(page).first().click();
      await expect(page).toHaveURL(/\/(p|product)\//);
      await expect(box).toHaveValue('');

      const response = await page.goto(`${site.prefix}/c/${encodeURIComponent('%$&!')}`);
      expect(response?.status()).toBe(200);
      const help = page.getByRole('region', { name: site.name === 'US' ? 'What are you looking for?' : 'Wonach suchst du?' });
      await expect(help.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(help.getByRole('listitem')).toHaveCount(3);
    });
  });
}

test.describe('a listing whose address asks for another list than the server draws', () => {
  test('a shared link to a sorted list never shows the plain list while the page’s scripts come', async ({ page, visit }) => {
    const arrive = await holdScripts(page);
    await page.goto('/c/men?sort=price-asc', { waitUntil: 'commit' });
    const results = page.getByRole('region', { name: 'Products', exact: true });
    await expect(results.getByText('Loading products…')).toBeVisible();
    await expect(cards(page).first()).toBeHidden();

    arrive();
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    await expect(results.getByText('Loading products…')).toBeHidden();
    await page.unrouteAll({ behavior: 'wait' });
    await visit('/c/men?sort=price-asc');
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe('URLs and statuses', () => {
  test('a category renders with 200 and its SEO data', async ({ page, visit }) => {
    await visit('/uk/en-gb/c/men-jackets');
    await expect(page).toHaveTitle(/Jackets/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/uk\/en-gb\/c\/men-jackets$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/uk/en-gb');
  });

  test('other product URL shapes redirect permanently to the canonical one', async ({ request }) => {
    const us = await statusOf(request, '/p/103828');
    expect(us.status).toBe(308);
    expect(us.location).toMatch(/\/product\/103828\/detroit-duck-jacket$/);
    const eu = await statusOf(request, '/eu/de/product/103828');
    expect(eu.status).toBe(308);
    expect(eu.location).toMatch(/\/eu\/de\/p\/[a-z0-9-]+\/103828$/);
    expect((await statusOf(request, '/product/103828/detroit-duck-jacket')).status).toBe(200);
  });

  test('an unknown variant falls back to its style', async ({ request }) => {
    const fallback = await statusOf(request, '/product/103828-BRN-XXXXL-REG');
    expect(fallback.status).toBe(307);
    expect(fallback.location).toMatch(/\/product\/103828\/detroit-duck-jacket$/);
  });

  test('a merchandiser keyword redirects the search', async ({ request }) => {
    const redirect = await statusOf(request, '/c/returns');
    expect(redirect.status).toBe(307);
    expect(redirect.location).toMatch(/\/returns-exchanges$/);
  });

  test('the revalidation route refuses a request without the shared secret', async ({ request }) => {
    const response = await request.post('/api/revalidate', { data: { type: 'product', codes: ['103828'] } });
    expect(response.status()).toBe(401);
  });

  test('a one-size product asks no size, and the gallery viewer zooms and announces it', async ({ page, visit }) => {
    await visit('/product/104597');
    await expect(page.getByTestId('size-picker')).toHaveCount(0);
    await page.getByTestId('gallery-main').click();
    const viewer = page.getByTestId('gallery-viewer');
    await expect(viewer).toBeVisible();
    await page.getByTestId('viewer-zoom-in').click();
    await expect(page.getByTestId('viewer-zoom-status')).toHaveText(/150/);
  });
});

test.describe('product reviews', () => {
  test('the page carries the first five reviews; the rest come from the server on request, in the page language', async ({ page, visit }) => {
    await visit('/eu/de/p/103828');
    const reviews = page.locator('#reviews');
    await expect(reviews.getByRole('article')).toHaveCount(5);
    const showAll = reviews.getByRole('button', { name: /Alle \d+ Bewertungen anzeigen/ });
    const total = Number((await showAll.textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(5);
    await showAll.click();
    await expect(reviews.getByRole('article')).toHaveCount(total);
    await expect(reviews.getByRole('listitem').nth(5)).toBeFocused();
    await expect(reviews.getByRole('heading', { level: 2, name: 'Bewertungen' })).toBeVisible();

    // Each review's stars are filled to its own rating: the box the fill is a share of is as wide as
    // the five stars, not stretched across the review.
    const stars = await reviews.getByRole('article').evaluateAll((articles) =>
      articles.map((article) => {
        const box = article.querySelector('[role="img"]') as HTMLElement;
        const [track, fill] = [...box.children].map((part) => part.getBoundingClientRect().width);
        return { box: box.getBoundingClientRect().width, track: track ?? 0, filled: (fill ?? 0) / (track ?? 1) };
      }),
    );
    for (const review of stars) expect(Math.abs(review.box - review.track)).toBeLessThan(1);
    expect(stars.some((review) => review.filled < 0.9)).toBe(true);
  });
});

test.describe('a product page on a small phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('draws the reviews and the footer with the page, so a screen reader finds them before they are scrolled near', async ({ page, visit }) => {
    // Skipping them until they came near (`content-visibility: auto`) took them out of Chromium's
    // accessibility tree: the footer landmark was empty and the reviews missing.
    await visit('/product/103828/detroit-duck-jacket');
    const firstReview = page.locator('#reviews').getByRole('article').first();
    const copyright = page.getByTestId('copyright');
    const drawn = (element: Element) => element.checkVisibility({ contentVisibilityAuto: true });
    expect(await firstReview.evaluate(drawn)).toBe(true);
    expect(await copyright.evaluate(drawn)).toBe(true);
    await copyright.scrollIntoViewIfNeeded();
    await expect(copyright).toBeVisible();
  });
});

test.describe('a listing on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every card shows its whole price: a range too wide for the card breaks at its dash', async ({ page, visit }) => {
    await visit('/c/men');
    const links = page.locator('a[data-product-link]');
    await expect(links.first()).toBeVisible();
    // The price line follows each card's name.
    const prices = await links.evaluateAll((elements) =>
      elements.map((link) => {
        const line = link.closest('h3')?.nextElementSibling as HTMLElement;
        return { text: line.textContent ?? '', clipped: line.scrollWidth > line.clientWidth + 1 };
      }),
    );
    expect(prices.some((price) => /–/.test(price.text))).toBe(true);
    expect(prices.filter((price) => price.clipped)).toEqual([]);
  });
});

test.describe('the filter sheet on a phone, by keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a focused control is never hidden behind the sticky "show products" bar', async ({ page, visit }) => {
    await visit('/c/men');
    const { dialog, show } = await openFilterSheet(page, { open: /^Filter & sort/, title: 'Refine results', show: /^Show \d+ products?$/ });
    // Every facet open: a list far longer than the screen.
    for (const group of await dialog.locator('button[aria-expanded="false"]').all()) await group.click();
    expect(await expectFocusClearOf(page, { scope: dialog, bar: show.locator('..'), edge: 'end', presses: 60 })).toBeGreaterThan(30);
  });
});

test.describe('a listing on a short screen', () => {
  // 320 by 256 CSS pixels: a phone held sideways, or a page zoomed in (WCAG's reflow case).
  test.use({ viewport: { width: 320, height: 256 } });

  test('the filter sheet scrolls as a whole: its title scrolls away and its button stays at the bottom', async ({ page, visit }) => {
    await visit('/eu/de/c/men');
    const { dialog, show } = await openFilterSheet(page, { open: /^Filtern & sortieren/, title: 'Ergebnisse eingrenzen', show: /Produkte anzeigen$/ });
    const title = dialog.getByRole('heading', { name: 'Ergebnisse eingrenzen' });

    await page.mouse.move(160, 128);
    await expect(async () => {
      await page.mouse.wheel(0, 200);
      const titleBox = await title.boundingBox();
      expect((titleBox?.y ?? 0) + (titleBox?.height ?? 0)).toBeLessThanOrEqual(0);
    }).toPass({ timeout: 10_000 });
    // The button still sits at the bottom of the screen, whole, with the list above it.
    const showBox = await show.boundingBox();
    expect(showBox?.y ?? 0).toBeGreaterThan(150);
    expect((showBox?.y ?? 0) + (showBox?.height ?? 0)).toBeLessThanOrEqual(256);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
