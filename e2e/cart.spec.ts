import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectFocusClearOf, holdScripts, test } from './fixtures';

// The cart (spec 1 §2.4, §2.5, §4) on the real server with the sandbox: add from the product page,
// the mini cart by hover, the cart page (quantity, promo codes, removal, empty cart), the wish list
// and the recovery of an expired cart.

const SANDBOX = `http://localhost:${process.env.E2E_SANDBOX_PORT ?? 4110}`;
const ACTIVE_CART = '/api/commerce/brand-us/users/session/carts/active';
const JACKET = { code: '103828-BRN-L-REG', path: '/product/103828-BRN-L-REG/detroit-duck-jacket' };
const BEANIE = { code: '104597-BRN-OS', path: '/product/104597-BRN-OS/watch-cuffed-beanie' };

interface CartAnswer {
  code: string;
  guid: string;
  totalItems: number;
  entries: { product: { code: string }; quantity: number }[];
}

/** The active cart as the browser's island reads it (same origin, through the commerce proxy). */
async function activeCart(page: Page, origin: string): Promise<CartAnswer | undefined> {
  const answer = await page.request.get(`${origin}${ACTIVE_CART}?lang=en&curr=USD`, { headers: { Origin: origin, 'Sec-Fetch-Site': 'same-origin' } });
  return answer.ok() ? ((await answer.json()) as CartAnswer) : undefined;
}

async function addFromProductPage(page: Page, visit: (path: string) => Promise<void>, product: { path: string }) {
  await visit(product.path);
  await page.getByTestId('add-to-cart').click();
  // An add opens the mini cart with the 'added' notice (spec 1 §2.4).
  const panel = page.getByTestId('mini-cart-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('mini-cart-added')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

async function addThroughProxy(request: APIRequestContext, origin: string, code: string, quantity = 1) {
  const headers = { Origin: origin, 'Sec-Fetch-Site': 'same-origin' };
  const api = `${origin}/api/commerce/brand-us`;
  const created = await request.post(`${api}/users/session/carts?lang=en&curr=USD`, { headers });
  expect(created.ok(), await created.text()).toBe(true);
  const added = await request.post(`${api}/users/session/carts/active/entries?lang=en&curr=USD`, { headers, data: { product: { code }, quantity } });
  expect(added.ok(), await added.text()).toBe(true);
}

test.describe('the cart', () => {
  test('add two products, hover the mini cart open, change, apply codes, remove, empty and be sent home', async ({ page, visit, baseURL }) => {
    const origin = baseURL ?? '';
    await addFromProductPage(page, visit, JACKET);
    await addFromProductPage(page, visit, BEANIE);

    // Hovering the cart icon for 500 ms opens the side panel; leaving sooner cancels it (spec 1 §2.4).
    // The page's clock stands still while the hover's time is counted.
    const panel = page.getByTestId('mini-cart-panel');
    const link = page.getByTestId('mini-cart-link');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await link.hover();
    await page.clock.runFor(400);
    await page.mouse.move(5, 5, { steps: 1 });
    await page.clock.runFor(1_000);
    await expect(panel).toBeHidden();
    await link.hover();
    await page.clock.runFor(499);
    await expect(panel).toBeHidden();
    await page.clock.runFor(1);
    await expect(panel).toBeVisible();
    await page.clock.resume();
    await expectAccessible(page);
    await expect(panel.getByTestId('mini-cart-item-count')).toHaveText('2 items');
    await expect(panel.getByTestId('cart-entry')).toHaveCount(2);

    // Go to the cart page from the panel; the panel closes after the navigation.
    await panel.getByTestId('mini-cart-go-to-cart').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('cart-items').getByTestId('cart-entry')).toHaveCount(2);

    // Change a quantity.
    const jacketLine = page.getByTestId('cart-items').locator(`[data-product-code="${JACKET.code}"]`);
    await jacketLine.getByRole('button', { name: /^Increase quantity/ }).click();
    await expect(jacketLine.getByRole('spinbutton', { name: /^Quantity/ })).toHaveValue('2');
    await expect.poll(async () => (await activeCart(page, origin))?.entries.find((line) => line.product.code === JACKET.code)?.quantity).toBe(2);

    // A valid and an invalid promo code.
    const voucher = page.getByTestId('voucher-form');
    const field = voucher.getByRole('textbox', { name: 'Enter a promo code' });
    await field.fill('WORKWEAR10');
    await voucher.getByRole('button', { name: 'Apply' }).click();
    await expect(voucher.getByText('Promo code WORKWEAR10 applied.')).toBeVisible();
    await expect(voucher.getByTestId('applied-voucher')).toContainText('WORKWEAR10');
    await field.fill('NOT-A-CODE');
    await voucher.getByRole('button', { name: 'Apply' }).click();
    await expect(field).toHaveAccessibleDescription('Code is not valid.');
    await field.fill('<b>10</b>');
    await voucher.getByRole('button', { name: 'Apply' }).click();
    await expect(field).toHaveAccessibleDescription('Code is not valid.');

    // Remove a line, then the other: the empty-cart view shows on the page.
    await page.getByTestId('cart-items').locator(`[data-product-code="${BEANIE.code}"]`).getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByTestId('cart-items').getByTestId('cart-entry')).toHaveCount(1);
    await jacketLine.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
    // The page shows a removal at once; the server's answer comes after (a new document would call it off).
    await expect.poll(async () => (await activeCart(page, origin))?.entries.length ?? 0).toBe(0);

    // Arriving at /cart with an empty cart leads home.
    await page.goto('/cart');
    await expect(page).toHaveURL(new RegExp(`^${origin}/$`));
  });

  test('an "Add to cart" pressed before the page’s scripts run is shown as taken and made once they do', async ({ page, baseURL }) => {
    const arrive = await holdScripts(page);
    await page.goto(BEANIE.path, { waitUntil: 'commit' });
    const add = page.getByTestId('add-to-cart');
    await add.click();
    await add.click();
    await expect(add).toHaveAttribute('data-pending', '');
    expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')))).toBe(false);

    arrive();
    const panel = page.getByTestId('mini-cart-panel');
    await expect(panel.getByTestId('mini-cart-added')).toBeVisible({ timeout: 15_000 });
    await expect(add).not.toHaveAttribute('data-pending');
    // Made once: the two presses before the scripts ran were one wish.
    const cart = await activeCart(page, baseURL ?? '');
    expect(cart?.entries.map((line) => [line.product.code, line.quantity])).toEqual([[BEANIE.code, 1]]);
  });

  test('the mini cart opens from the keyboard and closes with Escape', async ({ page, visit, baseURL }) => {
    await addThroughProxy(page.request, baseURL ?? '', BEANIE.code, 2);
    await visit('/');
    const button = page.getByTestId('mini-cart-open');
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('mini-cart-item-count')).toHaveText('2 items');
    await expectAccessible(page);
    // Spec 1 §2.4: 350 px wide, on a tablet too; a phone narrower than that gets its whole width.
    for (const [viewport, width] of [[1280, 350], [600, 350], [320, 320]] as const) {
      await page.setViewportSize({ width: viewport, height: 800 });
      await expect.poll(async () => Math.round((await panel.boundingBox())?.width ?? 0), { message: `${viewport} px` }).toBe(width);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the mini cart keeps keyboard focus above its sticky footer', async ({ page, visit, baseURL }) => {
    const origin = baseURL ?? '';
    const headers = { Origin: origin, 'Sec-Fetch-Site': 'same-origin' };
    const api = `${origin}/api/commerce/brand-us/users/session/carts`;
    expect((await page.request.post(`${api}?lang=en&curr=USD`, { headers })).ok()).toBe(true);
    for (const code of [JACKET.code, BEANIE.code, '104676-BLK-L-REG', '103300-BRN-34-REG', '100615-BLK-L-REG', '102286-BLK-L-REG']) {
      const added = await page.request.post(`${api}/active/entries?lang=en&curr=USD`, { headers, data: { product: { code }, quantity: 1 } });
      expect(added.ok(), await added.text()).toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 700 });
    await visit('/');
    await page.getByTestId('mini-cart-open').focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    // Its first lines and "view all": taller than the panel's list on a 700 px high screen.
    await expect(panel.getByTestId('cart-entry')).toHaveCount(3);
    const footer = panel.locator('footer');
    expect(await expectFocusClearOf(page, { scope: panel, bar: footer, edge: 'end' })).toBeGreaterThan(8);
  });

  test('a signed-in shopper moves a line to the wish list', async ({ page, visit, baseURL }) => {
    const origin = baseURL ?? '';
    await visit('/?dialog=login');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('alex.carter@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('Workwear#2026');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();

    await addFromProductPage(page, visit, JACKET);
    await visit('/cart');
    const line = page.getByTestId('cart-items').locator(`[data-product-code="${JACKET.code}"]`);
    await line.getByRole('button', { name: /^Move to wish list/ }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();

    // The cart empties at once (optimistic); the wish list has the line once the backend answered.
    const wishListCodes = async () => {
      const carts = await page.request.get(`${origin}/api/commerce/brand-us/users/session/carts?lang=en&curr=USD`, {
        headers: { Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
      });
      const wishList = ((await carts.json()) as { carts: (CartAnswer & { name?: string })[] }).carts.find((cart) => cart.name === 'wishlist');
      return wishList?.entries.map((entry) => entry.product.code) ?? [];
    };
    await expect.poll(wishListCodes, { timeout: 10_000 }).toContain(JACKET.code);
  });

  test('an expired cart is recovered: its replacement becomes the active cart', async ({ page, visit, baseURL }) => {
    const origin = baseURL ?? '';
    await addThroughProxy(page.request, origin, JACKET.code);
    const before = await activeCart(page, origin);
    expect(before?.totalItems).toBe(1);

    const expired = await page.request.post(`${SANDBOX}/sandbox/carts/${before?.guid}/events`, { data: { type: 'expire' } });
    expect(expired.ok(), await expired.text()).toBe(true);
    const { replacedBy } = (await expired.json()) as { replacedBy: { code: string } };

    await visit('/cart');
    await expect(page.getByTestId('cart-items').locator(`[data-product-code="${JACKET.code}"]`)).toBeVisible();
    expect((await activeCart(page, origin))?.code).toBe(replacedBy.code);
  });
});
