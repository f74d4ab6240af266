import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Language } from '@/i18n/config';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';

/**
 * Reviews on the product page (spec 3 §3, §7): the summary (average, count, a bar per star rating)
 * and the reviews newest first, the first five shown and the rest behind "Show all reviews". Rendered
 * on the server from the review provider (the sandbox, through msw).
 */

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { ProductReviews } = await import('@/features/product/ProductReviews');
const { REVIEWS_SHOWN_FIRST } = await import('@/features/product/reviews');

const sandbox = setupSandboxServer();

interface ProviderSummary {
  averageRating: number;
  ratings: number;
  ratingDistribution: Record<string, number>;
  reviews: { title: string; text: string; dateCreatedMillis: number; user: { nickName?: string } }[];
}

async function providerSummary(code: string, site = 'brand-us', lang = 'en'): Promise<ProviderSummary> {
  const response = await sandbox.app.fetch(new Request(`${SANDBOX_OCC_BASE_URL}/${site}/integrations/turnto/reviews/${code}?lang=${lang}`));
  return (await response.json()) as ProviderSummary;
}

async function renderReviews(styleCode: string, lang: Language = 'en', site: 'us' | 'eu' = 'us') {
  const ui = await ProductReviews({ route: { site, lang }, styleCode });
  return render(
    <I18nProvider lang={lang} resources={pickResources(lang, ['product'])}>
      {ui}
    </I18nProvider>,
  );
}

describe('the review summary', { timeout: 30_000 }, () => {
  it('shows the average, the number of reviews and how many gave each star rating', async () => {
    const expected = await providerSummary('103828');
    expect(expected.ratings).toBeGreaterThan(REVIEWS_SHOWN_FIRST);
    await renderReviews('103828');
    const summary = screen.getByTestId('review-summary');
    expect(within(summary).getByText(expected.averageRating.toFixed(1))).toBeInTheDocument();
    expect(within(summary).getByRole('img', { name: `Rated ${expected.averageRating.toFixed(1)} out of 5` })).toBeInTheDocument();
    expect(within(summary).getByText(`${expected.ratings} reviews`)).toBeInTheDocument();

    const distribution = within(summary).getByRole('table', { name: 'Reviews by star rating' });
    const rows = within(distribution).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['5 stars', '4 stars', '3 stars', '2 stars', '1 star']);
    expect(rows.map((row) => Number(row.lastElementChild?.textContent))).toEqual(
      ['5', '4', '3', '2', '1'].map((stars) => expected.ratingDistribution[stars] ?? 0),
    );
  });

  it('says so when a style has no reviews, or the provider is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandbox.server.use(http.get(`${SANDBOX_OCC_BASE_URL}/brand-us/integrations/turnto/reviews/:code`, () => HttpResponse.json({ errors: [{ type: 'InternalServerError' }] }, { status: 500 })));
    await renderReviews('103828');
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('review-summary')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Reviews of 103828 could not be loaded', expect.anything());
  });

  it('shows none, without a warning, for a code the backend does not know', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderReviews('999999');
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalledWith('Reviews of 999999 could not be loaded', expect.anything());
  });
});

describe('the review list', { timeout: 30_000 }, () => {
  it('shows the newest five reviews with title, text, reviewer and date', async () => {
    const expected = await providerSummary('103828');
    const newest = [...expected.reviews].sort((a, b) => b.dateCreatedMillis - a.dateCreatedMillis);
    await renderReviews('103828');
    const reviews = screen.getAllByRole('article');
    expect(reviews).toHaveLength(REVIEWS_SHOWN_FIRST);
    expect(reviews.map((review) => within(review).getByRole('heading', { level: 3 }).textContent)).toEqual(
      newest.slice(0, REVIEWS_SHOWN_FIRST).map((review) => review.title),
    );
    const first = reviews[0] as HTMLElement;
    expect(first).toHaveTextContent(newest[0]?.text ?? '');
    expect(first).toHaveTextContent(newest[0]?.user.nickName ?? '');
    expect(within(first).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      new Date(newest[0]?.dateCreatedMillis ?? 0).toISOString(),
    );
  });

  it('shows all reviews on request and moves focus to the first one that was hidden', async () => {
    const user = userEvent.setup();
    const expected = await providerSummary('103828');
    await renderReviews('103828');
    // The page carries only the reviews it shows.
    expect(screen.getAllByRole('article')).toHaveLength(REVIEWS_SHOWN_FIRST);
    await user.click(screen.getByRole('button', { name: `Show all ${expected.reviews.length} reviews` }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(expected.reviews.length));
    const reviews = screen.getAllByRole('article');
    const newest = [...expected.reviews].sort((a, b) => b.dateCreatedMillis - a.dateCreatedMillis);
    expect(reviews.map((review) => within(review).getByRole('heading', { level: 3 }).textContent)).toEqual(newest.map((review) => review.title));
    // Focus follows once the list is drawn, which under load may be a moment after the reviews arrive.
    await waitFor(() => expect(reviews[REVIEWS_SHOWN_FIRST]?.closest('li')).toHaveFocus());
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('says so when the rest cannot be loaded, and loads them on the next try', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const expected = await providerSummary('103828');
    await renderReviews('103828');
    // The provider goes down after the page was rendered (no data cache in these tests).
    sandbox.server.use(
      http.get(`${SANDBOX_OCC_BASE_URL}/brand-us/integrations/turnto/reviews/:code`, () => HttpResponse.json({ errors: [{ type: 'InternalServerError' }] }, { status: 500 }), { once: true }),
    );
    const showAll = screen.getByRole('button', { name: `Show all ${expected.reviews.length} reviews` });
    await user.click(showAll);
    expect(await screen.findByText('The reviews could not be loaded. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(REVIEWS_SHOWN_FIRST);
    await user.click(showAll);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(expected.reviews.length));
  });

  it('loads nothing for a request that names no real site, language or style', async () => {
    const { renderRemainingReviews } = await import('@/features/product/review-actions');
    expect(await renderRemainingReviews({ site: 'xx', lang: 'en', styleCode: '103828' })).toBeNull();
    expect(await renderRemainingReviews({ site: 'us', lang: 'de', styleCode: '103828' })).toBeNull();
    expect(await renderRemainingReviews({ site: 'us', lang: 'en', styleCode: '../etc/passwd' })).toBeNull();
  });

  it('shows the reviews in the page language', async () => {
    const expected = await providerSummary('103828', 'brand-eu', 'de');
    await renderReviews('103828', 'de', 'eu');
    expect(screen.getByRole('heading', { level: 2, name: 'Bewertungen' })).toBeInTheDocument();
    const newest = [...expected.reviews].sort((a, b) => b.dateCreatedMillis - a.dateCreatedMillis)[0];
    expect(screen.getAllByRole('article')[0]).toHaveTextContent(newest?.text ?? '');
  });
});
