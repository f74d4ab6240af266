import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';

// Every route-map rule of the proxy through the real server (spec 1 §2.1, spec 3 §2).

async function redirectOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { maxRedirects: 0, headers });
  expect([307, 308], `${path} should redirect`).toContain(response.status());
  const location = new URL(response.headers().location ?? '', 'http://any.host');
  return decodeURIComponent(`${location.pathname}${location.search}`);
}

/** The routing hint the session writes beside the sealed cookie while a customer is signed in. */
async function signIn(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'ws_auth', value: '1', url: baseURL }]);
}

test.describe('checkout aliases', () => {
  for (const [from, to] of <const>[
    ['/checkout/shipping-address', '/checkout/multistep/shipping-address'],
    ['/checkout/payment-details', '/checkout/multistep/payment-details'],
    ['/checkout/review-order', '/checkout/multistep/review-order'],
    ['/multiStepCheckoutSummary', '/checkout/multistep/shipping-address'],
    ['/multiStepCheckoutBilling', '/checkout/multistep/payment-details'],
    ['/multiStepCheckoutReview', '/checkout/multistep/review-order'],
    ['/eu/de/checkout/review-order', '/eu/de/checkout/multistep/review-order'],
  ]) {
    test(`${from} -> ${to}`, async ({ request }) => {
      expect(await redirectOf(request, from)).toBe(to);
    });
  }
});

test.describe('account area', () => {
  test('sends an anonymous visitor home with the login dialog, keeping the return path', async ({ page, request }) => {
    expect(await redirectOf(request, '/account/orders?page=2')).toBe('/?dialog=login&returnUrl=/account/orders?page=2');
    await page.goto('/eu/de/my-account/wallet');
    await expect(page).toHaveURL(/\/eu\/de\?dialog=login&returnUrl=%2Feu%2Fde%2Faccount%2Fwallet$/);
    await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  });

  test('mirrors my-account and sends unknown account paths to orders when signed in', async ({ request, context, baseURL }) => {
    await signIn(context, baseURL!);
    const headers = { cookie: 'ws_auth=1' };
    expect(await redirectOf(request, '/my-account/profile', headers)).toBe('/account/profile');
    expect(await redirectOf(request, '/my-account/order/00012', headers)).toBe('/account/order/00012');
    expect(await redirectOf(request, '/account/nothing-here', headers)).toBe('/account/orders');
    expect(await redirectOf(request, '/uk/en-gb/my-account', headers)).toBe('/uk/en-gb/account/orders');
  });
});

test.describe('login and dialogs', () => {
  test('/login opens the login dialog on the current page, keeping the query', async ({ page, baseURL }) => {
    await page.goto('/uk/en-gb/login?source=header', { referer: `${baseURL}/uk/en-gb` });
    await expect(page).toHaveURL(/\/uk\/en-gb\?source=header&dialog=login$/);
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/uk\/en-gb\?source=header$/);
  });

  test('any other path with /login goes home with the dialog', async ({ request }) => {
    expect(await redirectOf(request, '/help/login')).toBe('/?dialog=login');
  });

  test('a signed-in customer is not asked to sign in again', async ({ request }) => {
    expect(await redirectOf(request, '/help/login', { cookie: 'ws_auth=1' })).toBe('/');
  });

  test('/order-lookup opens the 640 by 554 order lookup dialog at home', async ({ page }) => {
    await page.goto('/order-lookup');
    await expect(page).toHaveURL(/\/\?dialog=order-lookup$/);
    const dialog = page.getByRole('dialog', { name: 'Find your order' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(640);
    expect(Math.round(box?.height ?? 0)).toBeLessThanOrEqual(554);
    await page.getByRole('button', { name: /close/i }).click();
    await expect(dialog).toBeHidden();
  });

  test('refuses foreign return URLs', async ({ request }) => {
    for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const location = await redirectOf(request, `/login?returnUrl=${encodeURIComponent(hostile)}`);
      expect(location).toBe('/?dialog=login');
    }
  });
});

test.describe('password change link', () => {
  test('needs apiKey and pwrt, otherwise goes home', async ({ request }) => {
    expect(await redirectOf(request, '/login/pw/change?apiKey=abc')).toBe('/');
    expect(await redirectOf(request, '/eu/nl/login/pw/change?pwrt=x&apiKey=')).toBe('/eu/nl');
  });

  test('signs a signed-in user out first and comes back to the link', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!);
    await page.goto('/login/pw/change?apiKey=k1&pwrt=t1');
    await expect(page).toHaveURL(/\/login\/pw\/change\?apiKey=k1&pwrt=t1$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'ws_auth')).toBeUndefined();
  });
});

test.describe('logout, notFound and pageError', () => {
  test('logout signs out and shows no page', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!);
    const response = await page.request.get('/eu/it/logout', { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/eu/it');
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'ws_auth')).toBeUndefined();
  });

  test('notFound shows the not-found page with a 404', async ({ page, request }) => {
    expect(await redirectOf(request, '/notFound')).toBe('/not-found');
    const response = await page.goto('/notFound');
    expect(response?.status()).toBe(404);
    // The framework answers this 404 with its error document first and the browser then loads the
    // not-found page itself: wait for it before the accessibility check.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('a path that is not valid percent-encoding gets the page its stray % meant, never a 500', async ({ page, request, visit }) => {
    const response = await request.get('/c/100%', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('/c/100%25');
    expect((await request.get('/c/100%25')).status()).toBe(200);
    await visit('/c/100%');
    await expect(page).toHaveURL(/\/c\/100%25$/);
    await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('100%');
    expect((await page.goto('/uk/en-gb/product/%E0%A4%A/x'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('pageError shows the error page', async ({ page, request }) => {
    expect(await redirectOf(request, '/uk/en-gb/pageError')).toBe('/uk/en-gb/error');
    await page.goto('/uk/en-gb/pageError');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('client-only paths and headers', () => {
  for (const path of ['/checkout', '/eu/de/checkout/multistep/shipping-address', '/punchout/setup', '/opf/x', '/cx-preview', '/?asm=true']) {
    test(`${path} is answered private, no-store`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      // Pages not built yet answer 404, which the framework also sends private and uncacheable.
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl).toMatch(/^private,/);
      expect(cacheControl).toContain('no-store');
    });
  }

  test('account pages are answered private, no-store', async ({ request }) => {
    const response = await request.get('/account/orders', { maxRedirects: 0, headers: { cookie: 'ws_auth=1' } });
    expect(response.headers()['cache-control']).toBe('private, no-store');
  });

  test('browse pages carry the baseline security headers and refuse framing', async ({ request }) => {
    const response = await request.get('/uk/en-gb');
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['cache-control']).not.toContain('private');
  });

  test('pages a cookie chose, and responses that set a cookie, are private; the others shareable', async ({ request }) => {
    // A US URL renders CAD prices for the country cookie: a CDN must not keep that for the URL.
    expect((await request.get('/c/men', { headers: { cookie: 'country=CA' } })).headers()['cache-control']).toBe('private, no-cache');
    expect((await request.get('/c/men')).headers()['cache-control']).toMatch(/s-maxage/);
    const firstEuVisit = await request.get('/eu/de/c/men');
    expect(firstEuVisit.headers()['set-cookie']).toContain('eu-visited=1');
    expect(firstEuVisit.headers()['cache-control']).toBe('private, no-cache');
  });

  test('a path with a dot is a page like any other: rewritten to its site, and never framed', async ({ request }) => {
    for (const path of ['/c/5.11', '/uk/en-gb/c/jacket.x']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-frame-options'], path).toBe('DENY');
      expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
    expect((await request.get('/icon.svg')).headers()['content-type']).toContain('image/svg+xml');
  });

  test('the image optimizer fetches from the image server only', async ({ request }) => {
    const sandbox = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;
    const optimized = (url: string) => request.get(`/_next/image?${new URLSearchParams({ url, w: '64', q: '75' })}`);
    expect((await optimized(`${sandbox}/is/image/brand/logo?wid=360&hei=80`)).status()).toBe(200);
    expect((await optimized(`${sandbox}/sandbox/outbox`)).status()).toBe(400);
  });

  test('only the preview route may be framed, and only by the configured origins', async ({ request }) => {
    const response = await request.get('/cx-preview?cmsTicketId=t1');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self' http://localhost:9002");
    expect(response.headers()['x-frame-options']).toBeUndefined();
  });
});

test.describe('crawlers', () => {
  test('robots.txt names every sitemap, and a sitemap lists the catalogue at canonical URLs', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toContain('Disallow: /api/');
    expect(text.match(/^Sitemap: .+\/sitemap\/[a-z-]+\.xml$/gm)).toHaveLength(8);

    const sitemap = await request.get('/sitemap/eu-de.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(urls).toContain('/eu/de');
    expect(urls).toContain('/eu/de/c/men-jackets');
    const product = urls.find((path) => path.startsWith('/eu/de/p/'));
    expect(product).toBeDefined();
    // Every listed product answers at that address, without a redirect.
    expect((await request.get(product ?? '', { maxRedirects: 0 })).status()).toBe(200);
  });
});
