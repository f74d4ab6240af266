import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext();
const page = await ctx.newPage();
await page.goto('http://localhost:3300/product/104597/watch-cuffed-beanie');
await page.waitForLoadState('networkidle');
await page.getByRole('button', { name: /add to cart/i }).first().click();
await page.waitForTimeout(3000);
await page.addInitScript(() => {
  window.__removed = [];
  window.__added = [];
  new MutationObserver((records) => {
    for (const r of records) {
      for (const n of r.removedNodes) window.__removed.push({ t: Math.round(performance.now()), parent: r.target.nodeName + '.' + (r.target.className || '') + '#' + (r.target.id || ''), node: n.nodeType === 1 ? n.outerHTML.slice(0, 150) : 'TEXT ' + n.textContent.slice(0, 60) });
    }
  }).observe(document, { childList: true, subtree: true });
  const orig = window.reportError;
  window.reportError = function (e) { window.__err = { msg: String(e), stack: e && e.stack, t: Math.round(performance.now()) }; return orig.call(this, e); };
});
await page.goto('http://localhost:3300/cart');
await page.waitForTimeout(4000);
const r = await page.evaluate(() => ({ removed: window.__removed, err: window.__err }));
console.log(r.err);
for (const x of r.removed.slice(0, 30)) console.log(JSON.stringify(x));
await browser.close();
