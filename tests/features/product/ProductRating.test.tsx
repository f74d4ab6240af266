import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';
import { sandboxProduct } from './sandbox-product';

/**
 * The rating beside the product name (spec 3 §2), from the review provider keyed by the style number
 * (spec 3 §4: "Review summary data comes from a review provider keyed by manufacturerAID"), so it
 * says what the reviews section and the structured data say, not OCC's own averageRating.
 */

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { ProductRating } = await import('@/features/product/ProductPage');

const sandbox = setupSandboxServer();
const REVIEWS = `${SANDBOX_OCC_BASE_URL}/brand-us/integrations/turnto/reviews/:code`;

async function renderRating(styleCode: string) {
  const ui = await ProductRating({ route: { site: 'us', lang: 'en' }, styleCode });
  return render(<>{ui}</>);
}

describe('the rating beside the product name', { timeout: 30_000 }, () => {
  it('shows the review provider’s average and count, linking to the reviews', async () => {
    const product = await sandboxProduct('103828');
    sandbox.server.use(
      http.get(REVIEWS, ({ params }) =>
        HttpResponse.json(params.code === '103828' ? { averageRating: 2.5, ratings: 4, reviews: [] } : { reviews: [] }),
      ),
    );
    expect(product.averageRating).not.toBe(2.5);
    await renderRating(product.manufacturerAID ?? '103828');
    const link = screen.getByRole('link', { name: /Rated 2\.5 out of 5/ });
    expect(link).toHaveAttribute('href', '#reviews');
    expect(link).toHaveTextContent('4 reviews');
  });

  it('shows the provider’s rating when OCC sends none (a real backend)', async () => {
    sandbox.server.use(http.get(REVIEWS, () => HttpResponse.json({ averageRating: 4.2, ratings: 17, reviews: [] })));
    await renderRating('ABC-1');
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
    expect(screen.getByTestId('product-rating')).toHaveTextContent('17 reviews');
  });

  it('shows nothing for a style without reviews, or when the provider is down', async () => {
    sandbox.server.use(http.get(REVIEWS, () => HttpResponse.json({ reviews: [] })));
    const { container } = await renderRating('103828');
    expect(container).toBeEmptyDOMElement();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandbox.server.use(http.get(REVIEWS, () => HttpResponse.json({ errors: [{ type: 'InternalServerError' }] }, { status: 500 })));
    const down = await renderRating('104390');
    expect(down.container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith('Reviews of 104390 could not be loaded', expect.anything());
  });
});
