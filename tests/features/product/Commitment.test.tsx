import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import capturedProductDetailsPage from '../../fixtures/occ/cms-page-productDetails.electronics-2018.json';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';

/**
 * The brand commitment block (spec 3 §2: "a brand commitment content block (content component
 * commitmentContent)"; §7: "CMS content by slot id and component id (commitmentContent, ...)"), loaded
 * by its component id and rendered through the CMS registry, whatever slots the product page has.
 */

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { Commitment } = await import('@/features/product/ProductPage');

const sandbox = setupSandboxServer();

describe('the brand commitment', { timeout: 30_000 }, () => {
  it('shows the commitment paragraph though the product page has no Commitment slot (as SAP’s template)', async () => {
    // SAP's captured product details page (occ-contract samples): its template has no Commitment slot.
    const page = capturedProductDetailsPage;
    expect(page.contentSlots.contentSlot.map((slot) => slot.position)).not.toContain('Commitment');
    sandbox.server.use(http.get(`${SANDBOX_OCC_BASE_URL}/brand-us/cms/pages`, () => HttpResponse.json(page)));
    render(<>{await Commitment({ route: { site: 'us', lang: 'en' }, code: '103828' })}</>);
    expect(screen.getByText(/built to last and backed by our guarantee/)).toBeInTheDocument();
  });

  it('asks the CMS for the component by its id, with the product for restrictions', async () => {
    const requests: URL[] = [];
    sandbox.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/cms/')) requests.push(new URL(request.url));
    });
    await Commitment({ route: { site: 'us', lang: 'en' }, code: '103828' });
    sandbox.server.events.removeAllListeners();
    expect(requests.map((url) => url.pathname)).toEqual(['/occ/v2/brand-us/cms/components']);
    expect(requests[0]?.searchParams.get('componentIds')).toBe('commitmentContent');
    expect(requests[0]?.searchParams.get('productCode')).toBe('103828');
  });

  it('is in the page language', async () => {
    render(<>{await Commitment({ route: { site: 'eu', lang: 'de' }, code: '103828' })}</>);
    expect(screen.getByText(/Jedes Teil ist auf Langlebigkeit gebaut/)).toBeInTheDocument();
  });

  it('leaves the block out, with a warning, when the component cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandbox.server.use(http.all(`${SANDBOX_OCC_BASE_URL}/brand-us/cms/components`, () => HttpResponse.json({ errors: [{ type: 'InternalServerError' }] }, { status: 500 })));
    expect(await Commitment({ route: { site: 'us', lang: 'en' }, code: '103828' })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('commitmentContent'), expect.anything());
  });

  it('leaves the block out when the CMS has no such component', async () => {
    sandbox.server.use(http.all(`${SANDBOX_OCC_BASE_URL}/brand-us/cms/components`, () => HttpResponse.json({ component: [], pagination: { count: 0, page: 0, totalCount: 0, totalPages: 0 } })));
    expect(await Commitment({ route: { site: 'us', lang: 'en' }, code: '103828' })).toBeNull();
  });
});
