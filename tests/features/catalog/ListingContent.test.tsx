import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadListingContent } from '@/features/catalog/listing-content';
import { ListingContent } from '@/features/catalog/ListingContent';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';

/**
 * The listing pages' CMS slots (spec 3 §1: "Visitors browse content pages, product listing pages and
 * product detail pages filled from a content management system (slots and components)."): the category
 * page's template slots and the search page's, from the sandbox's CMS, rendered through the registry
 * around the listing.
 */

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const sandbox = setupSandboxServer();
const US = { site: 'us', lang: 'en' } as const;

const LISTING = <div data-testid="listing">products</div>;

function isBefore(first: Element, second: Element): boolean {
  return Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/** The sandbox's answer for a CMS page, with an editor's paragraph added to one of its slots. */
function withParagraph(pageType: string, position: string, html: string) {
  return http.get(`${SANDBOX_OCC_BASE_URL}/brand-us/cms/pages`, async ({ request }) => {
    const answer = await sandbox.app.fetch(request.clone());
    if (new URL(request.url).searchParams.get('pageType') !== pageType) return answer;
    const page = (await answer.json()) as { contentSlots: { contentSlot: { position: string; components: { component?: unknown[] } }[] } };
    const slot = page.contentSlots.contentSlot.find((candidate) => candidate.position === position);
    if (slot) {
      slot.components = {
        component: [...(slot.components.component ?? []), { uid: 'EditorNote', typeCode: 'CMSParagraphComponent', content: html }],
      };
    }
    return HttpResponse.json(page);
  });
}

describe('a category page', () => {
  it('shows its department’s banner from the category banner slot above the products', async () => {
    const content = await loadListingContent(US, { kind: 'category', code: 'men-jackets' });
    expect(content?.layout.before.map((slot) => slot.position)).toEqual(['CategoryBanner', 'ProductLeftRefinements']);
    render(<ListingContent content={content}>{LISTING}</ListingContent>);
    const banner = screen.getByRole('link', { name: /Men/ });
    expect(banner).toHaveAttribute('href', '/c/men');
    expect(isBefore(banner, screen.getByTestId('listing'))).toBe(true);
  });

  it('renders editorial content of its other template slots in their places', async () => {
    sandbox.server.use(withParagraph('CategoryPage', 'ProductListSlot', '<p>Free hemming on all work pants.</p>'));
    const content = await loadListingContent(US, { kind: 'category', code: 'men-jackets' });
    const { container } = render(<ListingContent content={content}>{LISTING}</ListingContent>);
    const note = screen.getByText('Free hemming on all work pants.');
    expect(isBefore(screen.getByTestId('listing'), note)).toBe(true);
    // The catalogue's functional components (refinements, product list) are the listing itself.
    expect(container.querySelectorAll('[data-cms-slot]')).toHaveLength(2);
  });

  it('goes without its content when the CMS fails, and says so in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandbox.server.use(http.get(`${SANDBOX_OCC_BASE_URL}/brand-us/cms/pages`, () => HttpResponse.json({ errors: [{ type: 'InternalServerError' }] }, { status: 500 })));
    const content = await loadListingContent(US, { kind: 'category', code: 'men-jackets' });
    expect(content).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Listing content could not be loaded for category men-jackets', expect.anything());
    render(<ListingContent content={content}>{LISTING}</ListingContent>);
    expect(screen.getByTestId('listing')).toBeInTheDocument();
  });
});

describe('search results', () => {
  it('load the CMS search page’s slots', async () => {
    const asked: string[] = [];
    sandbox.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/cms/pages')) asked.push(new URL(request.url).searchParams.get('pageLabelOrId') ?? '');
    });
    const content = await loadListingContent(US, { kind: 'search' });
    sandbox.server.events.removeAllListeners();
    expect(asked).toEqual(['search']);
    // The sandbox's search page holds only the functional refinements and results list components.
    expect(content?.layout.before.map((slot) => [slot.position, slot.components.length])).toEqual([['ProductLeftRefinements', 0]]);
    expect(content?.layout.after).toEqual([]);
  });

  it('show an editor’s content of the search page below the results', async () => {
    sandbox.server.use(withParagraph('ContentPage', 'SearchResultsListSlot', '<p>Can’t find your size? Ask in store.</p>'));
    const content = await loadListingContent(US, { kind: 'search' });
    render(<ListingContent content={content}>{LISTING}</ListingContent>);
    expect(isBefore(screen.getByTestId('listing'), screen.getByText('Can’t find your size? Ask in store.'))).toBe(true);
  });
});
