import { createServer, type Server } from 'node:http';
import { expect, expectAccessible, test } from './fixtures';

// CMS-driven pages (issue "CMS-driven pages and the site shell"): home, content pages by label,
// the not-found page, hreflang links and the content preview.

test.describe('home page from the CMS', () => {
  for (const [path, headline, carousel] of [
    ['/', 'Made for the cold shift', 'Best sellers'],
    ['/uk/en-gb', 'Made for the cold shift', 'Best sellers'],
    ['/eu/de', 'Gemacht für die kalte Schicht', 'Bestseller'],
  ] as const) {
    test(`renders the homepage slots on ${path}`, async ({ page, visit }) => {
      await visit(path);
      await expect(page.getByRole('heading', { name: headline })).toBeVisible();
      const bestSellers = page.getByRole('region', { name: new RegExp(carousel, 'i') }).first();
      await expect(bestSellers.getByRole('link').first()).toBeVisible();
      // Product images come from the image server through the image optimizer.
      const image = bestSellers.locator('img').first();
      await expect(image).toHaveAttribute('src', /\/_next\/image\?url=/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    });
  }

  test('has a brand-suffixed title, a description and one canonical URL', async ({ page }) => {
    await page.goto('/?utm_source=mail');
    await expect(page).toHaveTitle(/ \| Ironbark Workwear$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/);
  });

  test('scrolls the product carousel with its buttons', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: /best sellers/i }).first();
    const back = carousel.getByRole('button', { name: 'Scroll back' });
    const forward = carousel.getByRole('button', { name: 'Scroll forward' });
    await expect(back).toBeDisabled();
    // A click before the island has hydrated does nothing: click again until it scrolls.
    await expect(async () => {
      await forward.click();
      await expect(back).toBeEnabled({ timeout: 1_000 });
    }).toPass();
  });

  test('shows a Canadian shopper Canadian prices (the country a route is fixed to)', async ({ page, context, baseURL }) => {
    const firstCard = async () => {
      const carousel = page.getByRole('region', { name: /best sellers/i }).first();
      await carousel.scrollIntoViewIfNeeded();
      const card = carousel.getByRole('link', { name: /\$\d/ }).first();
      await expect(card).toBeVisible();
      return card.textContent();
    };
    await page.goto('/');
    const us = await firstCard();
    await context.addCookies([{ name: 'country', value: 'CA', url: baseURL ?? '' }]);
    await page.goto('/');
    // The same card at its Canadian price: the sandbox's CAD prices are about 1.36 times the US ones
    // (and Canadian English writes them with a plain $).
    const canadian = await firstCard();
    const price = (text: string | null) => Number(/\$([\d,]+\.\d{2})/.exec(text ?? '')?.[1]?.replace(/,/g, ''));
    expect(canadian?.replace(/\$[\d.,]+/g, '')).toBe(us?.replace(/\$[\d.,]+/g, ''));
    expect(price(canadian) / price(us)).toBeGreaterThan(1.3);
    expect(price(canadian) / price(us)).toBeLessThan(1.45);
  });

  test('lets the visitor pause the rotating messages', async ({ page }) => {
    await page.goto('/');
    const announcements = page.getByRole('region', { name: 'Announcements' }).first();
    await announcements.getByRole('button', { name: 'Pause announcements' }).click();
    await expect(announcements.getByRole('button', { name: 'Play announcements' })).toBeVisible();
  });
});

test.describe('content pages by label', () => {
  test('renders contact-us from its CMS page', async ({ page, visit }) => {
    const response = await page.request.get('/contact-us');
    expect(response.status()).toBe(200);
    await visit('/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/ \| Ironbark Workwear$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact-us$/);
    await page.goto('/eu/de/contact-us?dialog=login');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/eu\/de\/contact-us$/);
  });

  test('renders a nested label and the partner retailer links on store-finder/find', async ({ page, visit }) => {
    await visit('/uk/en-gb/store-finder/find');
    // Spec 3 §2: a collapsible section; its heading opens it from the keyboard.
    const partners = page.locator('details').filter({ has: page.getByRole('heading', { name: /retailer/i }) });
    await expect(partners.getByRole('link').first()).toBeHidden();
    await partners.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(partners.getByRole('link', { name: /opens in a new tab/ }).first()).toBeVisible();
  });

  test('answers 404 with the CMS not-found content for an unknown label', async ({ page }) => {
    const response = await page.request.get('/eu/de/gibt-es-nicht');
    expect(response.status()).toBe(404);
    // The not-found content is part of every page's data: its carousel's cards are not in the document.
    expect(await response.text()).not.toContain('/eu/de/p/');
    await page.goto('/eu/de/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' })).toBeVisible();
    // The not-found page's own title, not the bare brand.
    await expect(page).toHaveTitle(/^.+ \| Ironbark Workwear$/);
    await expect(page.getByRole('link', { name: /startseite/i }).first()).toBeVisible();
    const events = await page.evaluate(() => (window.dataLayer ?? []) as { event?: string }[]);
    expect(events.some((event) => event.event === 'notFoundPageView')).toBe(true);
    // They load when the carousel's place comes near the screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bestSellers = page.getByRole('region', { name: 'Bestseller' });
    await expect(bestSellers.getByRole('link').first()).toHaveAttribute('href', /^\/eu\/de\/p\//);
    await expect.poll(() => bestSellers.locator('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('[data-carousel-place]')).toHaveCount(0);
  });

  test('DoubleOptIn without an e-mail goes home (spec 3 §2)', async ({ page }) => {
    await page.goto('/eu/de/DoubleOptIn');
    await expect(page).toHaveURL(/\/eu\/de$/);
    await page.goto('/DoubleOptIn?email=');
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('shows the CMS pageError page at /error', async ({ page, visit }) => {
    await visit('/error');
    await expect(page.getByRole('heading', { level: 1, name: 'We hit a snag' })).toBeVisible();
  });
});

test.describe('hreflang alternates', () => {
  test('adds one link per EU country on EU pages, from the alternate-URL lookup', async ({ page }) => {
    await page.goto('/eu/de/contact-us');
    const links = page.locator('link[rel="alternate"][hreflang]');
    await expect(links).toHaveCount(27);
    await expect(page.locator('link[rel="alternate"][hreflang="de-AT"]')).toHaveAttribute('href', /\/eu\/de\/contact-us$/);
    await page.goto('/eu/fr');
    await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute('href', /\/eu\/fr$/);
  });

  test('adds none on the US and UK stores', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await page.goto('/uk/en-gb/contact-us');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  });
});

/**
 * A stand-in for the editor's origin: a real HTTP server on loopback (a page Playwright fulfils itself
 * has no address, so Chromium treats it as public and blocks its frames to local servers).
 */
async function startEditorOrigin(port: number, storefront: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === '/smartedit/webApplicationInjector.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end('window.__injectorLoaded = true;');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        `<!doctype html><html lang="en"><head><title>Editor</title></head><body><main aria-label="Editor"><iframe title="Preview" src="${storefront}/cx-preview?cmsTicketId=ticket-123" style="width:1200px;height:800px"></iframe></main></body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

test.describe('content preview', () => {
  const EDITOR = 'http://localhost:9002';
  const OTHER = 'http://localhost:9003';
  let servers: Server[] = [];

  test.beforeAll(async ({ baseURL }) => {
    servers = await Promise.all([startEditorOrigin(9002, baseURL ?? ''), startEditorOrigin(9003, baseURL ?? '')]);
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  test('renders in a frame of an allowed origin, with the SmartEdit contract and injector', async ({ page }) => {
    await page.goto(`${EDITOR}/editor`);
    const frame = page.frameLocator('iframe[title="Preview"]');
    await expect(frame.getByRole('heading', { name: 'Made for the cold shift' })).toBeVisible();
    const slot = frame.locator('[data-smartedit-component-type="ContentSlot"]').first();
    await expect(slot).toHaveClass(/smartEditComponent/);
    await expect(slot).toHaveAttribute('data-smartedit-catalog-version-uuid', /Staged/);
    const banner = frame.locator('[data-smartedit-component-id="HomepageHeroBanner"]');
    await expect(banner).toHaveAttribute('data-smartedit-component-type', 'BannerComponent');
    await expect(banner).toHaveAttribute('data-smartedit-component-uuid', /HomepageHeroBanner/);
    const injector = frame.locator('script#smartedit-injector');
    await expect(injector).toHaveAttribute('src', `${EDITOR}/smartedit/webApplicationInjector.js`);
    await expect(injector).toHaveAttribute('data-smartedit-allow-origin', 'localhost:9002');
  });

  test('marks where the cart and account pages show each shopper’s own data', async ({ page }) => {
    await page.goto('/cx-preview?cmsTicketId=ticket-123&pageLabelOrId=cart');
    await expect(page.getByText(/^Cart items: each shopper sees their own here$/)).toBeVisible();
    await expectAccessible(page);
    await page.goto('/cx-preview?cmsTicketId=ticket-123&pageLabelOrId=account');
    await expect(page.getByText(/^Account navigation: each shopper sees their own here$/)).toBeVisible();
  });

  test('is private and framable only by the configured origins', async ({ page }) => {
    const preview = await page.request.get('/cx-preview?cmsTicketId=ticket-123');
    expect(preview.headers()['cache-control']).toContain('no-store');
    expect(preview.headers()['content-security-policy']).toContain("frame-ancestors 'self' http://localhost:9002");
    const home = await page.request.get('/');
    expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('refuses to be framed by another origin', async ({ page }) => {
    // The same page from the allowed origin renders (above); from another origin the browser refuses
    // the frame (CSP frame-ancestors), so the frame never shows the preview.
    const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.goto(`${OTHER}/editor`);
    await refused;
    const frame = page.frameLocator('iframe[title="Preview"]');
    await expect(frame.getByRole('heading', { name: 'Made for the cold shift' })).toHaveCount(0);
  });
});
