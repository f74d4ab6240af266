import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsRenderContext } from '@/cms/types';
import type { Language, SiteKey } from '@/site';
import type * as Navigation from 'next/navigation';
import { setupSandboxServer } from '../../msw/sandbox';
import { currentLocation, goTo, router } from '../support/history-navigation';
import { setSessionHint, setSignedInHint } from '../support/session-hint';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
// The CMS loaders keep Next's own `notFound`; the hooks follow the browser's location and history.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  ...(await import('../support/history-navigation')),
}));

const { CmsSlot } = await import('@/cms/CmsSlot');
const { cmsRenderContext } = await import('@/cms/context');
const { loadContentPage, loadHomePage } = await import('@/cms/load');
const { storefrontRegistry } = await import('@/features/content/registry');
const { AccountEntryPoints, accountEntryOf } = await import('@/features/shell/AccountEntryPoints');
const { LOGIN_ENTRY_SELECTOR, REGISTER_ENTRY_SELECTOR } = await import('@/features/shell/account-entry-constants');

/**
 * Spec 1 §2.1 end to end with the sandbox's CMS content: the create-account link and the login and
 * register buttons editors put in content pages are the ones the account entry points bind, and they
 * open the dialogs for guests.
 */

const sandbox = setupSandboxServer();
const session = { signedIn: false, agent: false, emulating: false };

beforeEach(() => {
  session.signedIn = false;
  router.push.mockClear();
  router.replace.mockClear();
  sandbox.server.use(http.get('*/api/session', () => HttpResponse.json(session)));
});

async function homeSlot(context: CmsRenderContext, position: string) {
  const home = await loadHomePage(context);
  if (!home.ok) throw new Error('no home page in the sandbox');
  return home.page.slots[position];
}

async function contentSlot(context: CmsRenderContext, label: string, position: string) {
  const page = await loadContentPage(context, label);
  if (!page.ok) throw new Error(`no ${label} page in the sandbox`);
  return page.page.slots[position];
}

function renderWithEntryPoints(ui: React.ReactNode, site: SiteKey, lang: Language) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <AccountEntryPoints site={site} lang={lang} />
    </QueryClientProvider>,
  );
}

async function settle() {
  for (let i = 0; i < 5; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe.each([
  { site: 'us', lang: 'en', createAccount: 'Create an account', signIn: 'Sign in', home: '/' },
  { site: 'uk', lang: 'en-gb', createAccount: 'Create an account', signIn: 'Sign in', home: '/uk/en-gb' },
  { site: 'eu', lang: 'de', createAccount: 'Konto erstellen', signIn: 'Anmelden', home: '/eu/de' },
] as const)('the home page’s account entry points on $site/$lang', ({ site, lang, createAccount, signIn, home }) => {
  it('are a create-account link and a login button the entry points bind', async () => {
    goTo(home);
    const context = cmsRenderContext({ site, lang });
    renderWithEntryPoints(<CmsSlot slot={await homeSlot(context, 'Section4')} registry={storefrontRegistry} context={context} />, site, lang);
    const link = screen.getByRole('link', { name: createAccount });
    const button = screen.getByRole('button', { name: signIn });
    expect(link.matches(REGISTER_ENTRY_SELECTOR)).toBe(true);
    expect(button.matches(LOGIN_ENTRY_SELECTOR)).toBe(true);
    expect(accountEntryOf(link)).toBe('register');
    expect(accountEntryOf(button)).toBe('login');
    // Without the storefront's script the link still leads somewhere useful, under the site prefix.
    expect(link.getAttribute('href')).toBe(`${home === '/' ? '' : home}/account/overview`);
  });

  it('open the registration and login dialogs for a guest', async () => {
    goTo(home);
    const context = cmsRenderContext({ site, lang });
    renderWithEntryPoints(<CmsSlot slot={await homeSlot(context, 'Section4')} registry={storefrontRegistry} context={context} />, site, lang);
    fireEvent.click(screen.getByRole('link', { name: createAccount }));
    await settle();
    expect(currentLocation()).toBe(`${home}?dialog=register`);
    // Back at the page (the dialog closed), the login button opens the other dialog.
    act(() => window.history.back());
    await settle();
    expect(currentLocation()).toBe(home);
    fireEvent.click(screen.getByRole('button', { name: signIn }));
    await settle();
    expect(currentLocation()).toBe(`${home}?dialog=login`);
    // In place: the page under the dialogs is not navigated to again.
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('the Groundbreakers page (US)', () => {
  it('has a join button that opens registration and a sign-in button, and leads a member to the overview', async () => {
    goTo('/groundbreakers-about');
    const context = cmsRenderContext({ site: 'us', lang: 'en' });
    renderWithEntryPoints(
      <CmsSlot slot={await contentSlot(context, 'groundbreakers-about', 'Section2')} registry={storefrontRegistry} context={context} />,
      'us',
      'en',
    );
    const join = screen.getByRole('button', { name: 'Join Groundbreakers' });
    expect(accountEntryOf(join)).toBe('register');
    expect(accountEntryOf(screen.getByRole('button', { name: 'Sign in' }))).toBe('login');
    fireEvent.click(join);
    await settle();
    expect(currentLocation()).toBe('/groundbreakers-about?dialog=register');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leads a signed-in customer from the join button to the account overview', async () => {
    session.signedIn = true;
    setSessionHint(true);
    setSignedInHint(true);
    goTo('/groundbreakers-about');
    const context = cmsRenderContext({ site: 'us', lang: 'en' });
    renderWithEntryPoints(
      <CmsSlot slot={await contentSlot(context, 'groundbreakers-about', 'Section2')} registry={storefrontRegistry} context={context} />,
      'us',
      'en',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Join Groundbreakers' }));
    await settle();
    expect(router.push).toHaveBeenLastCalledWith('/account/overview');
  });
});
