import { expect, test } from './fixtures';

// Foundation: sites, languages and the not-found answer (ARCHITECTURE §1, issue "Foundation").
test.describe('sites and languages', () => {
  for (const [path, lang] of [
    ['/', 'en-US'],
    ['/uk/en-gb', 'en-GB'],
    ['/eu/de', 'de'],
    ['/eu/fr', 'fr'],
  ] as const) {
    test(`serves ${path} with <html lang="${lang}">`, async ({ page, visit }) => {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      await visit(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('translates the shell into the page language', async ({ page, visit }) => {
    await visit('/eu/de');
    await expect(page.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeAttached();
  });

  test('answers 404 for an invalid site/language pair and for unknown pages', async ({ page }) => {
    for (const path of ['/xx/zz', '/uk/de', '/eu/zz', '/no-such-page', '/eu/de/no-such-page']) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
    await page.goto('/eu/de/no-such-page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('switches site and language with the selector and remembers the choice', async ({ page, visit, context }) => {
    await visit('/');
    await page.getByTestId('site-selector-toggle').click();
    await page.getByLabel(/country/i).selectOption('DE');
    await page.getByLabel(/language/i).selectOption('de');
    await page.getByRole('button', { name: /update/i }).click();
    await expect(page).toHaveURL(/\/eu\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'country')?.value).toBe('DE');
    await page.goto('/');
    await expect(page).toHaveURL(/\/eu\/de$/);
  });

  test('sets the EU-visited flag and then serves EU English as en-gb', async ({ page }) => {
    await page.goto('/eu/en');
    // The EU store's English before the flag: English as used in Europe (dates day first).
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-150');
    await page.goto('/eu/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });
});
