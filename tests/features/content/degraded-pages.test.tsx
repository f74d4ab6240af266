import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Navigation from 'next/navigation';
import type * as ProductCarouselModule from '@/features/content/components/ProductCarousel';
import { setupSandboxServer, SANDBOX_OCC_BASE_URL } from '../../msw/sandbox';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
const route = vi.hoisted(() => ({ params: {} as Record<string, string> }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  useParams: () => route.params,
}));

// An async Server Component, which a client render cannot show; the carousel has its own tests.
vi.mock('@/features/content/components/ProductCarousel', async (importOriginal) => ({
  ...(await importOriginal<typeof ProductCarouselModule>()),
  ProductCarousel: () => null,
}));

const { CmsUnavailable } = await import('@/features/content/CmsUnavailable');
const { ContentPage } = await import('@/features/content/ContentPage');
const { ErrorPageContent } = await import('@/features/content/ErrorPageContent');
const { NotFoundContent } = await import('@/features/content/NotFoundContent');
const { HomePage } = await import('@/features/home/HomePage');
const { I18nProvider } = await import('@/i18n/client');
const { pickResources } = await import('@/i18n/resources');

/**
 * Degraded pages (spec 1 §8, §9; issue 4 part 7): with the backend down, a page renders the shell's
 * content area with the global message for the failure's status, never the error or a stack trace.
 */

const sandbox = setupSandboxServer();

/** What a failing backend might say: nothing of it may reach the visitor. */
const STACK_TRACE = 'java.lang.IllegalStateException: boom\n\tat de.hybris.platform.cms2.CMSPageService.getPage(CMSPageService.java:42)';

function cmsPagesAnswer(status: number, site = 'brand-us') {
  sandbox.server.use(
    http.get(`${SANDBOX_OCC_BASE_URL}/${site}/cms/pages`, () =>
      HttpResponse.json({ errors: [{ type: 'ServerError', message: STACK_TRACE }] }, { status }),
    ),
  );
}

function cmsPagesTimeOut(site = 'brand-us') {
  sandbox.server.use(http.get(`${SANDBOX_OCC_BASE_URL}/${site}/cms/pages`, () => HttpResponse.error()));
}

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.dataLayer = [];
  route.params = {};
});
afterEach(() => {
  vi.restoreAllMocks();
});

function expectNoStackTrace() {
  expect(document.body.textContent).not.toMatch(/IllegalStateException|CMSPageService|\bat de\.|Error:/);
}

/** Client islands of the degraded views read the shell's translations. */
function inShell(ui: ReactNode, lang: 'en' | 'de' = 'en') {
  return render(
    <I18nProvider lang={lang} resources={pickResources(lang, ['common', 'messages'])}>
      {ui}
    </I18nProvider>,
  );
}

describe('content that cannot be loaded', () => {
  it('says so, with the global message for the failure, in the page language', () => {
    render(<CmsUnavailable lang="de" messageKey="gatewayTimeout" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dieser Inhalt ist gerade nicht verfügbar' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Der Server hat nicht geantwortet');
  });

  it('can sit under a page’s own heading', () => {
    render(<CmsUnavailable lang="en" messageKey="badGateway" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'This content is not available right now' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A server error occurred. Please try again later.');
  });
});

describe('the home page with the backend down', () => {
  it('keeps the brand’s opening and shows the message for a 500, never the stack trace', async () => {
    cmsPagesAnswer(500);
    render(await HomePage({ site: 'us', lang: 'en' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Built for the job. Made to last.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'This content is not available right now' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('An Internal Server Error occurred. Please try again later.');
    expectNoStackTrace();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('homepage'), expect.anything());
  });

  it('shows the message for the status: a 502 is a bad gateway', async () => {
    cmsPagesAnswer(502, 'brand-eu');
    render(await HomePage({ site: 'eu', lang: 'de' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ein Serverfehler ist aufgetreten.');
    expectNoStackTrace();
  });
});

describe('a content page with the backend down', () => {
  it('shows the message for the failure in place of the content', async () => {
    cmsPagesAnswer(504);
    render(await ContentPage({ site: 'us', lang: 'en', label: 'contact-us' }));
    expect(screen.getByRole('heading', { level: 1, name: 'This content is not available right now' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The server did not respond, please try again later.');
    expectNoStackTrace();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('page contact-us'), expect.anything());
  });

  it('shows a message when the backend cannot be reached at all', async () => {
    cmsPagesTimeOut();
    render(await ContentPage({ site: 'us', lang: 'en', label: 'contact-us' }));
    expect(screen.getByRole('status').textContent?.trim()).toMatch(/again later|unknown error/i);
    expectNoStackTrace();
  });

  it('shows the unknown-error message for a status without a message of its own', async () => {
    cmsPagesAnswer(503);
    render(await ContentPage({ site: 'us', lang: 'en', label: 'contact-us' }));
    expect(screen.getByRole('status')).toHaveTextContent('An unknown error occurred.');
    expectNoStackTrace();
  });

  it('renders the page when the backend answers', async () => {
    render(await ContentPage({ site: 'us', lang: 'en', label: 'contact-us' }));
    // The CMS page asked for by its label, under its own uid.
    expect(document.querySelector('[data-cms-page="contactUsPage"]')).not.toBeNull();
    expect(screen.queryByText('This content is not available right now')).toBeNull();
  });
});

describe('the not-found page', () => {
  it('shows the CMS not-found page and sends the page-view event once', async () => {
    inShell(await NotFoundContent({ site: 'us', lang: 'en' }));
    expect(document.querySelector('[data-cms-page="notFound"]')).not.toBeNull();
    // Every page carries this content: its carousel is a place that loads when it comes near.
    expect(document.querySelector('[data-cms-page="notFound"] [data-carousel-place]')).not.toBeNull();
    expect(document.querySelector('[data-cms-page="notFound"] a[href*="/product/"]')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(window.dataLayer?.filter((event) => (event as { event?: string }).event === 'notFoundPageView')).toHaveLength(1);
  });

  it('shows the built-in view with the global message when the CMS is down, and still sends the event once', async () => {
    cmsPagesAnswer(500);
    route.params = { site: 'us', lang: 'en' };
    inShell(await NotFoundContent({ site: 'us', lang: 'en' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('An Internal Server Error occurred. Please try again later.');
    expectNoStackTrace();
    expect(window.dataLayer?.filter((event) => (event as { event?: string }).event === 'notFoundPageView')).toHaveLength(1);
  });
});

describe('the error page with the backend down', () => {
  it('shows the built-in error view with the global message', async () => {
    cmsPagesAnswer(500, 'brand-eu');
    route.params = { site: 'eu', lang: 'de' };
    inShell(await ErrorPageContent({ site: 'eu', lang: 'de' }), 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ein interner Serverfehler ist aufgetreten.');
    expectNoStackTrace();
  });
});
