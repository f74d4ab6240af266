import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { ANSWER_HEADER, COMMERCE_PROXY_PATH } from '@/commerce/bff/path';
import { browserOccClient } from '@/commerce/browser';
import { OccError } from '@/commerce/errors';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../msw/sandbox';

/** A client island's path to OCC: the browser client, the commerce proxy and the sandbox. */

const sandbox = setupSandboxServer();

// Listeners a test adds to see the requests go with it.
afterEach(() => sandbox.server.events.removeAllListeners());

const occ = browserOccClient({ siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US' }, { retryDelayMs: 0 });

describe('the browser client through the commerce proxy', () => {
  it('has its context at once and loads the client with the first call', async () => {
    const lazy = browserOccClient({ siteId: 'brand-uk', language: 'en-gb', currency: 'GBP', country: 'GB' });
    expect(lazy.context).toEqual({ siteId: 'brand-uk', language: 'en-gb', currency: 'GBP', country: 'GB', baseUrl: '/api/commerce' });
    // Never mistaken for a promise (`await occ`, query functions returning it).
    expect((lazy as unknown as { then?: unknown }).then).toBeUndefined();
    expect(lazy.getCart).toBe(lazy.getCart);
    await expect(lazy.getCart('session', 'active')).rejects.toMatchObject({ status: 400 });
  });

  it('creates a cart that becomes the active cart of the session, and adds to it', async () => {
    const search = await occ.searchProducts({ query: 'jacket' });
    const product = await occ.getProduct(search.products[0]?.code ?? '', 'variants');
    const productCode = product.variantOptions.find((option) => (option.stock?.stockLevel ?? 0) > 0)?.code ?? '';

    const cart = await occ.createCart('anonymous');
    expect(sandbox.session.carts['brand-us']).toEqual({ code: cart.code, guid: cart.guid });

    await occ.addCartEntry('anonymous', cart.guid ?? '', { productCode, quantity: 1 });
    await expect(occ.getCart('anonymous', cart.guid ?? '')).resolves.toMatchObject({ totalItems: 1 });
  });

  it("reads the signed-in customer's profile with the session's token", async () => {
    await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
    await expect(occ.getUser('current')).resolves.toMatchObject({ uid: 'alex.carter@example.com' });
  });

  it('is refused what the storefront never needs', async () => {
    await expect(occ.getUser('sam.rivera@example.com')).rejects.toMatchObject({ status: 403 });
  });
});

describe('the answers the browser client reads', () => {
  it('names each answer it expects, and gets it as the proxy parsed it (missing lists filled in)', async () => {
    const named: (string | null)[] = [];
    sandbox.server.events.on('request:start', ({ request }) => {
      if (request.url.includes(COMMERCE_PROXY_PATH)) named.push(request.headers.get(ANSWER_HEADER));
    });
    const code = (await occ.searchProducts({ query: 'jacket' })).products[0]?.code ?? '';
    sandbox.server.use(
      http.get(`${SANDBOX_OCC_BASE_URL}/brand-us/products/:code`, () => HttpResponse.json({ code, name: 'Bare' })),
    );
    const product = await occ.getProduct(code, 'variants');
    expect(named).toEqual(['productSearchPage', 'product']);
    expect(product).toMatchObject({ code, name: 'Bare', images: [], variantOptions: [], baseOptions: [] });
  });

  it('fails with an invalid-response error when OCC breaks the contract', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sandbox.server.use(
      http.get(`${SANDBOX_OCC_BASE_URL}/brand-us/products/:code`, () => HttpResponse.json({ name: 'no code', price: 12 })),
    );
    const failure = await occ.getProduct('104670', 'variants').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OccError);
    expect(failure).toMatchObject({ status: 502, kind: 'invalid-response' });
    expect(logged).toHaveBeenCalledWith('Commerce proxy: OCC broke the contract', expect.any(OccError));
    logged.mockRestore();
  });

  it('never imports the schema library: the schemas stay on the server', () => {
    const graph = valueImportGraph(path.join(SOURCE_ROOT, 'commerce/browser.ts'));
    const modules = [...graph.keys()].map((file) => path.relative(SOURCE_ROOT, file));
    expect(modules).toEqual(expect.arrayContaining(['commerce/occ-client.ts', 'commerce/calls/cart.ts', 'commerce/error-body.ts']));
    const withZod = [...graph].filter(([, specifiers]) => specifiers.some((specifier) => /^zod(\/|$)/.test(specifier)));
    expect(withZod.map(([file]) => path.relative(SOURCE_ROOT, file))).toEqual([]);
  });
});

const SOURCE_ROOT = path.resolve(process.cwd(), 'src');

/**
 * Every module reachable from `entry` through imports that exist at run time (static and dynamic;
 * `import type` and `export type` are erased), with the specifiers each one imports.
 */
function valueImportGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (graph.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    const specifiers = [
      ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
      ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ].map((match) => match[1] ?? '');
    graph.set(file, specifiers);
    for (const specifier of specifiers) {
      const base = specifier.startsWith('@/')
        ? path.join(SOURCE_ROOT, specifier.slice(2))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : undefined;
      const resolved = base && [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (resolved) pending.push(resolved);
    }
  }
  return graph;
}
