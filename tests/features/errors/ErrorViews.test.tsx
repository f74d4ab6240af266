import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorView } from '@/features/errors/ErrorView';
import { GlobalNotFoundView, globalNotFoundMetadata } from '@/features/errors/GlobalNotFound';
import { NotFoundView } from '@/features/errors/NotFoundView';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import type { Language } from '@/site';

/**
 * The built-in error and not-found views (spec 3 §2): a plain apology and a way on; a backend failure
 * shows the global message for its status (spec 1 §8), never a stack trace; every not-found view sends
 * the not-found page-view event once (spec 1 §7).
 */

const route = vi.hoisted(() => ({ params: {} as Record<string, string> }));
vi.mock('next/navigation', () => ({ useParams: () => route.params }));

beforeEach(() => {
  route.params = {};
  window.dataLayer = [];
  window.history.replaceState(null, '', '/eu/de/no-such-page');
});

function inSite(ui: React.ReactNode, lang: Language = 'en') {
  return render(
    <I18nProvider lang={lang} resources={pickResources(lang, ['common', 'messages'])}>
      {ui}
    </I18nProvider>,
  );
}

const notFoundViews = () => (window.dataLayer ?? []).filter((event) => (event as { event?: string }).event === 'notFoundPageView');

describe('the error view', () => {
  it('apologises and offers a retry and the way home, in the page language and site', async () => {
    route.params = { site: 'eu', lang: 'de' };
    const onRetry = vi.fn();
    inSite(<ErrorView onRetry={onRetry} />, 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/eu/de');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers no retry where there is nothing to retry', () => {
    inSite(<ErrorView />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the global message of a backend failure', () => {
    inSite(<ErrorView messageKey="gatewayTimeout" />);
    expect(screen.getByRole('status')).toHaveTextContent('The server did not respond, please try again later.');
  });
});

describe('the built-in not-found view', () => {
  it('shows 404, the apology and the way home', () => {
    render(<NotFoundView location={{ site: 'uk', lang: 'en-gb' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/uk/en-gb');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends the not-found page-view event exactly once', () => {
    render(<NotFoundView location={{ site: 'us', lang: 'en' }} />);
    expect(notFoundViews()).toEqual([{ event: 'notFoundPageView', path: '/eu/de/no-such-page' }]);
  });

  it('shows the global message when the CMS could not be reached', () => {
    render(<NotFoundView location={{ site: 'eu', lang: 'fr' }} messageKey="internalServerError" />);
    expect(screen.getByRole('status')).toHaveTextContent(/erreur/i);
    expect(screen.getByRole('status').textContent).not.toMatch(/internalServerError|messages:/);
  });
});

describe('the global not-found page (outside every site and language)', () => {
  it('sends the not-found page-view event exactly once', () => {
    render(<GlobalNotFoundView />);
    expect(notFoundViews()).toEqual([{ event: 'notFoundPageView', path: '/eu/de/no-such-page' }]);
  });

  it('apologises in the fallback language and leads to each store’s home page', () => {
    render(<GlobalNotFoundView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const stores = within(screen.getByRole('navigation', { name: 'Change country or language' }));
    expect(stores.getByRole('link', { name: 'United States' })).toHaveAttribute('href', '/');
    expect(stores.getByRole('link', { name: 'United Kingdom' })).toHaveAttribute('href', '/uk/en-gb');
    expect(stores.getByRole('link', { name: 'Europe' })).toHaveAttribute('href', '/eu/en');
    expect(globalNotFoundMetadata()).toMatchObject({ title: 'Page not found', robots: { index: false } });
  });
});
