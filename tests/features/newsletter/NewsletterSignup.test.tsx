import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GlobalMessageRegion, clearGlobalMessages } from '@/features/global-messages';
import { NewsletterComponent } from '@/features/newsletter/NewsletterComponent';
import { DEFAULT_NEWSLETTER_SOURCE, NEWSLETTER_MESSAGE_MS } from '@/features/newsletter/newsletter-constants';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import type { CmsRenderContext } from '@/cms/types';
import { setupSandboxServer } from '../../msw/sandbox';
import { fakeTimersWithUser, realTimers } from '../shell/fake-timers';
// The island loads on first use and its failure mapping with the first failure; compiled ahead, neither
// takes test time (the waits run on a fake clock).
import '@/features/newsletter/NewsletterSignup';
import '@/features/newsletter/newsletter-error';

/**
 * Spec 1 §4, §5, §7: newsletter sign-up from CMS pages runs only with a value; success shows a
 * confirmation for 6000 ms and clears the field; failure shows the error under the field or as an
 * error message for 6000 ms; the source defaults to footer.
 */

const sandbox = setupSandboxServer();

const context: CmsRenderContext = { site: 'us', lang: 'en', catalog: { siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US' } };
const COMPONENT = {
  uid: 'FooterNewsletterComponent',
  typeCode: 'CMSFlexComponent',
  flexType: 'NewsletterComponent',
  title: 'Join the crew',
  text: 'New gear and field-tested stories.',
};

function renderServerDrawing(component: Record<string, unknown> = COMPONENT) {
  return render(
    <I18nProvider lang="en" resources={pickResources('en', ['newsletter', 'messages', 'common'])}>
      <StoreProvider site="us" lang="en">
        <NewsletterComponent component={component as typeof COMPONENT} context={context} registry={{}} />
        <GlobalMessageRegion />
      </StoreProvider>
    </I18nProvider>,
  );
}

/** The sign-up's live notice, which describes the field. */
const notice = () => document.getElementById(field().getAttribute('aria-describedby') ?? '');

/** The server's field carries the component's own ids (`…-email`); the island's are React's. */
const islandIsHere = () => !field().id.endsWith('-email');

/** The sign-up with its island in place (focusing the field brings it). */
async function renderSignup(component: Record<string, unknown> = COMPONENT) {
  renderServerDrawing(component);
  act(() => field().focus());
  await waitFor(() => expect(islandIsHere()).toBe(true));
  expect(field()).toHaveFocus();
}

let user: ReturnType<typeof fakeTimersWithUser>;
beforeEach(() => {
  user = fakeTimersWithUser();
  window.dataLayer = [];
});
afterEach(() => {
  // Unmounted first: clearing the messages must not update a region still on screen.
  cleanup();
  clearGlobalMessages();
  realTimers();
});

const field = () => screen.getByRole('textbox', { name: 'Email address' });
const submit = () => screen.getByRole('button', { name: 'Sign up' });
const subscriptions = () => sandbox.store.state.newsletterSubscriptions ?? {};

describe('the newsletter sign-up', () => {
  it('shows the CMS title and text as a labelled section, drawn by the server', () => {
    renderServerDrawing();
    expect(islandIsHere()).toBe(false);
    expect(screen.getByRole('region', { name: 'Join the crew' })).toBeInTheDocument();
    expect(screen.getByText('New gear and field-tested stories.')).toBeInTheDocument();
  });

  it('sends an address typed and sent before the island was there, once it takes over', async () => {
    renderServerDrawing();
    // Typed and sent in one go, before the island can render.
    act(() => {
      field().focus();
      fireEvent.change(field(), { target: { value: 'early@example.com' } });
      submit().click();
    });
    expect(await screen.findByText(/Thanks for signing up/)).toBeInTheDocument();
    expect(islandIsHere()).toBe(true);
    expect(subscriptions()['brand-us:early@example.com']).toMatchObject({ source: 'footer' });
  });

  it('sends nothing while the field is empty, and says why', async () => {
    await renderSignup();
    await user.type(field(), '   ');
    await user.click(submit());
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(subscriptions()).toEqual({});
    expect(sandbox.requestsTo('/newsletter/subscriptions')).toEqual([]);
    expect(notice()).toHaveTextContent('Please enter your email address.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Thanks for signing up/)).toBeNull();
  });

  it('confirms for 6000 ms and clears the field after a sign-up, with source footer', async () => {
    expect(NEWSLETTER_MESSAGE_MS).toBe(6000);
    expect(DEFAULT_NEWSLETTER_SOURCE).toBe('footer');
    await renderSignup({ ...COMPONENT, source: undefined });
    await user.type(field(), 'crew@example.com');
    await user.click(submit());
    const confirmation = await screen.findByText(/Thanks for signing up/);
    expect(field()).toHaveValue('');
    expect(subscriptions()['brand-us:crew@example.com']).toMatchObject({ source: 'footer' });
    expect(window.dataLayer).toContainEqual({ event: 'formSubmitted', form: 'newsletter' });

    act(() => vi.advanceTimersByTime(NEWSLETTER_MESSAGE_MS - 1));
    expect(confirmation).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(/Thanks for signing up/)).toBeNull();
  });

  it('takes no longer an address than the shop’s e-mail rule accepts (254 characters)', async () => {
    await renderSignup();
    await user.type(field(), `${'a'.repeat(250)}@example.com`);
    expect(field()).toHaveValue(`${'a'.repeat(250)}@exa`);
  });

  it('sends the source the CMS component names', async () => {
    await renderSignup({ ...COMPONENT, source: 'contact-page' });
    await user.type(field(), 'source@example.com');
    await user.click(submit());
    await screen.findByText(/Thanks for signing up/);
    expect(subscriptions()['brand-us:source@example.com']).toMatchObject({ source: 'contact-page' });
  });

  it('checks the address’s format first, as every e-mail field does, and sends nothing malformed', async () => {
    await renderSignup();
    await user.type(field(), 'crew@example');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('crew@example');
    // Said once, by the live notice; focus stays on the button (on the field it would be read again).
    expect(notice()).toHaveTextContent('Please enter a valid email address.');
    expect(notice()).toHaveAttribute('aria-live', 'polite');
    expect(submit()).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(50));
    // Not sent at all: the backend would refuse it too, in the same words.
    expect(sandbox.requestsTo('/newsletter/subscriptions')).toEqual([]);
    expect(subscriptions()).toEqual({});
  });

  it('shows an address the backend refuses under the field for 6000 ms', async () => {
    await renderSignup();
    sandbox.server.use(
      (await import('msw')).http.post('*/newsletter/subscriptions', () =>
        Response.json({ errors: [{ type: 'ValidationError', subject: 'email', reason: 'invalid', message: 'This field is not a valid email address.' }] }, { status: 400 }),
      ),
    );
    await user.type(field(), 'not-an-address@example.com');
    await user.click(submit());
    const error = await screen.findByText('Please enter a valid email address.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(field()).toHaveValue('not-an-address@example.com');
    act(() => vi.advanceTimersByTime(NEWSLETTER_MESSAGE_MS - 1));
    expect(error).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(error).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('shows any other failure as an error message for 6000 ms', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderSignup();
    sandbox.server.use(
      // A gateway failure of the backend.
      (await import('msw')).http.post('*/newsletter/subscriptions', () => new Response('<html>502</html>', { status: 502 })),
    );
    await user.type(field(), 'down@example.com');
    await user.click(submit());
    await waitFor(() => expect(screen.getByText('A server error occurred. Please try again later.')).toBeInTheDocument());
    act(() => vi.advanceTimersByTime(NEWSLETTER_MESSAGE_MS - 1));
    expect(screen.getByText('A server error occurred. Please try again later.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('A server error occurred. Please try again later.')).toBeNull();
  });
});

// Last: these bring the island's code at once, and the tests above send before it is there.
describe('the newsletter sign-up before the page’s scripts run', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is a form posted to the site’s sign-up, the address in the body and never in the page’s URL', () => {
    renderServerDrawing({ ...COMPONENT, source: 'blog' });
    const form = field().closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter');
    expect(form?.querySelector('input[type="hidden"][name="source"]')).toHaveValue('blog');
  });

  it('says how a sign-up sent that way went once the page is back, and takes the outcome out of the address', async () => {
    window.history.replaceState(null, '', '/c/men?sort=price&newsletter=subscribed');
    renderServerDrawing();
    // The island comes at once to tell it, as a message that shows wherever the page is scrolled to.
    expect(await screen.findByText('Thanks for signing up! Look out for our next newsletter.')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/c/men?sort=price');
  });
});
