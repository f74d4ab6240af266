import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectFocusClearOf, test, untilHydrated } from './fixtures';

// The site shell (issue "CMS-driven pages and the site shell"): header from the CMS shared slots,
// category menu (spec 1 §2.3, §4), footer (spec 1 §2.2), search, cart count, newsletter.

const menu = (page: Page) => page.getByRole('navigation', { name: /Shop by category|Nach Kategorie einkaufen/ });

test.describe('desktop category menu', () => {
  test('opens by hover: L1 at once, an L2 group with its panel, and leads to a category (US)', async ({ page, visit }) => {
    // The category's page is held back (its prefetch too) until the followed link has shown it is on its way.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/c\/men-jackets\?_rsc=/, async (route) => {
      await released;
      await route.continue();
    });
    await visit('/');
    const nav = menu(page);
    const men = nav.getByRole('button', { name: 'Men', exact: true });
    await men.hover();
    await expect(men).toHaveAttribute('aria-expanded', 'true');
    const flyout = page.locator(`#${await men.getAttribute('aria-controls')}`);
    await expect(flyout.getByRole('link', { name: 'Shop All Men' })).toHaveAttribute('href', '/c/men');

    const outerwear = flyout.getByRole('button', { name: 'Outerwear' });
    await outerwear.hover();
    await expect(outerwear).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await outerwear.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: 'Jackets' })).toBeVisible();
    await expect(panel.locator('img, p').first()).toBeVisible();
    await expectAccessible(page);

    await page.screenshot({ path: '/tmp/shell-menu-1440.png' });
    const jackets = panel.getByRole('link', { name: 'Jackets' });
    await jackets.click();
    await expect(jackets.locator('[data-link-pending]')).toBeAttached();
    await expect(jackets).toHaveCSS('cursor', 'progress');
    release();
    await expect(page).toHaveURL(/\/c\/men-jackets$/);
    await expect(men).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-link-pending]')).toHaveCount(0);
  });

  test('works from the keyboard: arrows, ArrowDown into the flyout, Escape back out (EU)', async ({ page, visit }) => {
    await visit('/eu/de');
    const nav = menu(page);
    const herren = nav.getByRole('button', { name: 'Herren', exact: true });
    await herren.focus();
    await page.keyboard.press('ArrowRight');
    await expect(nav.getByRole('button', { name: 'Damen', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(herren).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(herren).toHaveAttribute('aria-expanded', 'true');
    const flyout = page.locator(`#${await herren.getAttribute('aria-controls')}`);
    await expect(flyout.getByRole('link', { name: 'Herren: alles ansehen' })).toBeFocused();
    await expect(flyout.getByRole('link', { name: 'Herren: alles ansehen' })).toHaveAttribute('href', '/eu/de/c/men');

    await page.keyboard.press('ArrowDown');
    const group = flyout.getByRole('button', { name: 'Oberbekleidung' });
    await expect(group).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await group.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link').first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(group).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(herren).toHaveAttribute('aria-expanded', 'false');
    await expect(herren).toBeFocused();

    // Space toggles.
    await page.keyboard.press('Space');
    await expect(herren).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(herren).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on a click outside', async ({ page, visit }) => {
    await visit('/uk/en-gb');
    const women = menu(page).getByRole('button', { name: 'Women', exact: true });
    await women.click();
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await page.locator('main').click({ position: { x: 5, y: 400 } });
    await expect(women).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile drill-down at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens from the hamburger, with breadcrumb, back step and Shop All', async ({ page, visit }) => {
    await visit('/');
    await expect(menu(page)).toBeHidden();
    await page.screenshot({ path: '/tmp/shell-header-375.png' });
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await untilHydrated(menuButton);
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Shop by category' });
    await expect(drawer).toBeVisible();
    // On a phone the country and language selector lives here, not in the band above the header.
    await expect(drawer.getByTestId('site-selector-toggle')).toBeVisible();
    await drawer.getByRole('button', { name: 'Men', exact: true }).click();
    const crumbs = drawer.getByRole('navigation', { name: 'Menu levels' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Menu', 'Men']);
    await expect(drawer.getByRole('link', { name: 'Shop All Men' })).toHaveAttribute('href', '/c/men');

    await drawer.getByRole('button', { name: 'Outerwear' }).click();
    await expect(crumbs.getByRole('listitem')).toHaveText(['Menu', 'Men', 'Outerwear']);
    await expect(drawer.getByRole('link', { name: 'Jackets' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Jackets' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/shell-menu-375.png' });

    await drawer.getByRole('button', { name: 'Back to Men' }).click();
    await expect(crumbs.getByRole('listitem')).toHaveText(['Menu', 'Men']);
    await drawer.getByRole('link', { name: 'Shop All Men' }).click();
    await expect(page).toHaveURL(/\/c\/men$/);
    await expect(drawer).toBeHidden();

    // Reopening starts at the top.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Shop by category' }).getByRole('heading', { name: 'Menu' })).toBeVisible();
  });

  test('keeps keyboard focus below the drawer’s sticky header when moving back up', async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 500 });
    await visit('/');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await untilHydrated(menuButton);
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Shop by category' });
    await expect(drawer.getByRole('heading', { name: 'Menu' })).toBeVisible();
    const header = drawer.locator('header');
    expect(await expectFocusClearOf(page, { scope: drawer, bar: header, edge: 'start', key: 'Shift+Tab' })).toBeGreaterThan(10);
  });

  test('folds the footer navigation into accordions', async ({ page, visit }) => {
    await visit('/uk/en-gb');
    const footerNav = page.getByTestId('footer-navigation');
    // Sections start closed: their links are hidden until the section is opened.
    await expect(footerNav.getByRole('link', { name: 'Request a Repair Kit' })).toBeHidden();
    const help = footerNav.getByRole('button', { name: 'Help' });
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await help.click();
    await expect(footerNav.getByRole('link', { name: 'Request a Repair Kit' })).toBeVisible();
    await page.locator('footer[data-site-footer]').screenshot({ path: '/tmp/shell-footer-375.png' });
  });
});

test.describe('footer', () => {
  test('US and EMEA have their own footer links', async ({ page, visit }) => {
    await visit('/');
    const usLegal = page.getByTestId('footer-links');
    await expect(usLegal.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
    await expect(usLegal.getByRole('link', { name: 'Accessibility' })).toBeVisible();
    await expect(usLegal.getByRole('link', { name: 'Imprint' })).toHaveCount(0);
    await expect(page.getByTestId('footer-columns').getByRole('heading', { name: 'Groundbreakers' })).toBeVisible();
    await expect(page.getByTestId('payment-methods').getByRole('img', { name: 'Afterpay' })).toBeVisible();
    await page.screenshot({ path: '/tmp/shell-home-1440.png', fullPage: true });

    await visit('/uk/en-gb');
    const ukLegal = page.getByTestId('footer-links');
    await expect(ukLegal.getByRole('link', { name: 'Terms of Sale' })).toHaveAttribute('href', '/uk/en-gb/terms-of-sale');
    await expect(ukLegal.getByRole('link', { name: 'Imprint' })).toBeVisible();
    await expect(ukLegal.getByRole('link', { name: 'Terms of Use' })).toHaveCount(0);
    await expect(page.getByTestId('footer-columns').getByRole('link', { name: 'Request a Repair Kit' })).toBeVisible();
    await expect(page.getByTestId('payment-methods').getByRole('img', { name: 'Klarna' })).toBeVisible();
    await expect(page.getByTestId('copyright')).toContainText('Ironbark Workwear');
  });

  test('a screen reader finds the footer and the product reviews before they are scrolled near (phone)', async ({ page, visit }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit('/product/103828/detroit-duck-jacket');
    // Chromium's own accessibility tree, as assistive technology reads it (the locators compute theirs from the DOM).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Accessibility.enable');
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value: string }; name?: { value: string }; childIds?: string[] }[];
    };
    const exposed = nodes.filter((node) => !node.ignored);
    const footer = exposed.find((node) => node.role?.value === 'contentinfo');
    expect(footer?.childIds?.length ?? 0).toBeGreaterThan(0);
    expect(exposed.some((node) => node.role?.value === 'navigation' && node.name?.value === 'Legal')).toBe(true);
    expect(exposed.some((node) => node.role?.value === 'heading' && /reviews/i.test(node.name?.value ?? ''))).toBe(true);
  });

  test('signs up for the newsletter', async ({ page, visit }) => {
    await visit('/');
    const newsletter = page.getByTestId('newsletter');
    await newsletter.getByRole('textbox', { name: 'Email address' }).fill(`crew-${Date.now()}@example.com`);
    await newsletter.getByRole('button', { name: 'Sign up' }).click();
    await expect(newsletter.getByText(/Thanks for signing up/)).toBeVisible();
    await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  test('signs up for the newsletter before the page’s scripts run, and the page says so once they do', async ({ browser, baseURL, page, visit }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto('/eu/de/c/men');
    const newsletter = noScript.getByTestId('newsletter');
    const address = `early-${Date.now()}@example.com`;
    await newsletter.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(address);
    await newsletter.getByRole('textbox', { name: 'E-Mail-Adresse' }).press('Enter');
    // Back on the page, the address nowhere in the URL.
    await expect(noScript).toHaveURL(/\/eu\/de\/c\/men\?newsletter=subscribed$/);
    expect(noScript.url()).not.toContain('early-');
    await context.close();

    // Checked before the page's accessibility check: the message stays its 6 s.
    await page.goto('/eu/de/c/men?newsletter=subscribed');
    await expect(page.getByTestId('global-messages').getByText(/Danke/)).toBeVisible();
    await expect(page).toHaveURL(/\/eu\/de\/c\/men$/);
    await visit('/eu/de/c/men');
  });
});

test.describe('header', () => {
  test('the search box leads to /c/{query}, showing the search was taken while the results come', async ({ page, visit }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/c\/duck%20jacket\?_rsc=/, async (route) => {
      await released;
      await route.continue();
    });
    await visit('/');
    const search = page.getByRole('search');
    const submit = search.getByRole('button', { name: 'Search' });
    await search.getByRole('searchbox', { name: 'Search' }).fill('duck jacket');
    await search.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(submit).toHaveAttribute('data-pending', '');
    release();
    await expect(page).toHaveURL(/\/c\/duck%20jacket$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('duck jacket');
    await expect(submit).not.toHaveAttribute('data-pending');
  });

  test('a search submitted before the page’s scripts run still leads to /c/{query}', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/eu/de');
    await page.getByRole('search').getByRole('searchbox', { name: 'Suche' }).fill('duck jacket');
    await page.getByRole('search').getByRole('searchbox', { name: 'Suche' }).press('Enter');
    await expect(page).toHaveURL(/\/eu\/de\/c\/duck%20jacket$/);
    await context.close();
  });

  test('the logo leads home and the sign-in link opens the login dialog', async ({ page, visit }) => {
    await visit('/eu/fr');
    await expect(page.getByRole('link', { name: 'Page d’accueil Ironbark Workwear' })).toHaveAttribute('href', '/eu/fr');
    await page.getByTestId('sign-in-link').click();
    await expect(page).toHaveURL(/\?dialog=login$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a sign-in dialog closed leaves no entry behind: Back then leaves the page', async ({ page, visit }) => {
    await visit('/size-guide');
    await visit('/c/men');
    await page.getByTestId('sign-in-link').click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/c\/men\?dialog=login$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/c\/men$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/size-guide$/);
    // Forward brings the category without the dialog, as it was left.
    await page.goForward();
    await expect(page).toHaveURL(/\/c\/men$/);
    await expect(dialog).toBeHidden();
  });

  test('the cart count shows after adding to the active cart', async ({ page, visit, baseURL }) => {
    await visit('/');
    const cart = page.getByTestId('mini-cart-link');
    await expect(cart).toHaveAccessibleName('Cart, 0 items');

    await addToActiveCart(page.request, baseURL ?? '', 2);
    await page.reload();
    await expect(cart).toHaveAccessibleName('Cart, 2 items');
    await expect(page.getByTestId('mini-cart-count')).toHaveText('2');
    await expect(cart).toHaveAttribute('href', '/cart');
  });

  test('the heading font is asked for by the headings, not ahead of the stylesheet', async ({ page, visit }) => {
    const response = await page.request.get('/');
    expect(response.headers()['link'] ?? '').not.toContain('as="font"');
    expect(await response.text()).not.toMatch(/<link[^>]+as="font"/);

    await visit('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const family = await heading.evaluate((element) => getComputedStyle(element).fontFamily.split(',')[0] ?? '');
    const unquoted = (name: string) => name.replace(/["']/g, '').trim();
    expect(unquoted(family)).not.toBe('');
    // The face the headings name first is fetched on demand and used once it has loaded.
    const loadedFaces = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/["']/g, ''));
      });
    await expect.poll(loadedFaces).toContain(unquoted(family));
  });
});

/** What a product page's add-to-cart does: create the visitor's cart, then add to the active cart. */
async function addToActiveCart(request: APIRequestContext, origin: string, quantity: number) {
  const headers = { Origin: origin, 'Sec-Fetch-Site': 'same-origin' };
  const api = `${origin}/api/commerce/brand-us`;
  const search = await request.get(`${api}/products/search?query=jacket&lang=en&curr=USD`, { headers });
  expect(search.ok()).toBe(true);
  const base = ((await search.json()) as { products: { code: string }[] }).products[0]?.code ?? '';
  const product = await request.get(`${api}/products/${base}?fields=FULL&lang=en&curr=USD`, { headers });
  const variants = ((await product.json()) as { variantOptions?: { code: string; stock?: { stockLevel?: number } }[] }).variantOptions ?? [];
  const code = variants.find((variant) => (variant.stock?.stockLevel ?? 0) >= quantity)?.code;
  expect(code, 'an in-stock variant').toBeTruthy();

  const created = await request.post(`${api}/users/anonymous/carts?lang=en&curr=USD`, { headers });
  expect(created.ok()).toBe(true);
  const added = await request.post(`${api}/users/session/carts/active/entries?lang=en&curr=USD`, {
    headers,
    data: { product: { code }, quantity },
  });
  expect(added.ok(), await added.text()).toBe(true);
}
