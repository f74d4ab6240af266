import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';

/**
 * The brand commitment block (spec 3 §2: content component `commitmentContent`), from the Commitment
 * slot of the product's CMS page, rendered through the CMS registry.
 */

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { Commitment } = await import('@/features/product/ProductPage');

const sandbox = setupSandboxServer();

describe('the brand commitment', { timeout: 30_000 }, () => {
  it('shows the commitment content of the product’s CMS page', async () => {
    render(<>{await Commitment({ route: { site: 'us', lang: 'en' }, code: '103828' })}</>);
    const block = screen.getByText(/built to last and backed by our guarantee/);
    expect(block.closest('[data-cms-slot]')).toHaveAttribute('data-cms-slot', 'Commitment');
  });

  it('is in the page language', async () => {
    render(<>{await Commitment({ route: { site: 'eu', lang: 'de' }, code: '103828' })}</>);
    expect(screen.getByText(/Jedes Teil ist auf Langlebigkeit gebaut/)).toBeInTheDocument();
  });

  it('shows only the commitment, not the product page template’s other slots', async () => {
    const { container } = render(<>{await Commitment({ route: { site: 'us', lang: 'en' }, code: '103828' })}</>);
    expect([...container.querySelectorAll('[data-cms-slot]')].map((slot) => slot.getAttribute('data-cms-slot'))).toEqual(['Commitment']);
  });

  it('leaves the block out, with a warning, when the CMS fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandbox.server.use(http.get(`${SANDBOX_OCC_BASE_URL}/brand-us/cms/pages`, () => HttpResponse.json({ errors: [{ type: 'InternalServerError' }] }, { status: 500 })));
    expect(await Commitment({ route: { site: 'us', lang: 'en' }, code: '103828' })).toBeNull();
    expect(warn).toHaveBeenCalledWith('Product page content could not be loaded for 103828', expect.anything());
  });
});
