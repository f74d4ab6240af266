import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every page an end-to-end test visits is checked with axe-core: no serious or critical WCAG
 * violations, and no best-practice ones.
 * `visit()` checks after each navigation; the automatic fixture checks wherever a test ends.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const first = await blockingViolations(page);
  // A page that moves on its own (the rotating announcements fade the next one in every few seconds)
  // can be caught half-way by a check, its text at half its contrast: a violation counts only when a
  // second check, once the page is still again, finds it too.
  const blocking = first.length === 0 ? first : (await blockingViolations(page)).filter((violation) => first.includes(violation));
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

async function blockingViolations(page: Page): Promise<string[]> {
  // A dialog fading in is checked once it is there: half-way its text has half its contrast.
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  // WCAG failures that bar someone (serious, critical), and every best practice (unique landmark
  // names, one main, heading order...): the pages keep them all.
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || violation.tags.includes('best-practice'))
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${violation.help} (${node.target.join(' ')})`));
}

/**
 * Waits until React has hydrated the element: before the page's scripts have run, a server-drawn
 * control does only what it does without scripts (a plain button's press is kept and made later, see
 * `early-taps.ts`; a test that checks what follows a press wants it made now). On a loaded machine
 * that moment can outlast the page's load event.
 */
export async function untilHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'hydrated',
      timeout: 15_000,
    })
    .toBe(true);
}

/**
 * Holds back the page's scripts, as on a phone on a slow network where the page shows seconds before
 * its scripts arrive. Returns the call that lets them come.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let arrive: () => void = () => undefined;
  const scriptsArrive = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await scriptsArrive;
    await route.continue();
  });
  return arrive;
}

/**
 * Presses `key` (Tab, Shift+Tab) `presses` times inside a scrolling part with a sticky `bar`, and
 * requires that no focused control inside `scope` (outside the bar) is hidden behind the bar (WCAG
 * 2.4.11, focus not obscured): below its top edge for a bar at the end, above its bottom edge for one
 * at the start. Returns how many focused controls it checked.
 */
export async function expectFocusClearOf(
  page: Page,
  { scope, bar, edge, key = 'Tab', presses = 40 }: { scope: Locator; bar: Locator; edge: 'start' | 'end'; key?: string; presses?: number },
): Promise<number> {
  let checked = 0;
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(key);
    const place = await page.evaluate(
      ([scopeElement, barElement]) => {
        const focused = document.activeElement;
        if (!focused || !scopeElement?.contains(focused) || barElement?.contains(focused)) return undefined;
        const box = focused.getBoundingClientRect();
        const edges = barElement?.getBoundingClientRect();
        return edges && { top: box.top, bottom: box.bottom, barTop: edges.top, barBottom: edges.bottom, name: focused.textContent?.trim().slice(0, 40) };
      },
      [await scope.elementHandle(), await bar.elementHandle()] as const,
    );
    if (!place) continue;
    if (edge === 'end') expect(place.bottom, `"${place.name}" behind the bar`).toBeLessThanOrEqual(place.barTop + 1);
    else expect(place.top, `"${place.name}" behind the bar`).toBeGreaterThanOrEqual(place.barBottom - 1);
    checked += 1;
  }
  return checked;
}

interface Fixtures {
  visit: (path: string) => Promise<void>;
  axeAfterEach: void;
  hydrationMatches: void;
}

/**
 * React's production errors for markup the browser's first render did not match (#418 to #425):
 * React then throws the server's HTML away and draws the part again, a flash and lost work.
 */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b/;

export const test = base.extend<Fixtures>({
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await expectAccessible(page);
    });
  },
  axeAfterEach: [
    async ({ page }, use) => {
      await use();
      const url = page.url();
      const status = await page.evaluate(() => document.readyState).catch(() => undefined);
      if (url.startsWith('http') && status) await expectAccessible(page);
    },
    { auto: true },
  ],
  hydrationMatches: [
    async ({ page }, use) => {
      const mismatches: string[] = [];
      page.on('pageerror', (error) => {
        if (HYDRATION_ERROR.test(error.message)) mismatches.push(`${page.url()}: ${error.message.slice(0, 60)}`);
      });
      await use();
      expect(mismatches, 'hydration mismatches').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
