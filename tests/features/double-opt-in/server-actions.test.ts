import { http, HttpResponse } from 'msw';
import { confirmDoubleOptInAction } from '@/features/double-opt-in/actions';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';
import { CROSS_SITE_HEADERS, startRequest } from '../auth/fake-next-request';

/**
 * The double opt-in confirmation's Server Action called directly (spec 3 §4): a success only when
 * OCC's answer carries a conversationId. Only Next's request is faked; OCC is the sandbox's.
 */

vi.mock('next/headers', async () => (await import('../auth/fake-next-request')).nextHeadersModule);

const sandbox = setupSandboxServer();
const DOUBLE_OPT_IN = `${SANDBOX_OCC_BASE_URL}/:site/integrations/doubleoptin`;

beforeEach(() => {
  startRequest();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('confirmDoubleOptInAction', () => {
  it('confirms the address when OCC answers with a conversationId', async () => {
    expect(await confirmDoubleOptInAction({ email: ' Crew@Example.com ', site: 'eu', lang: 'fr' })).toEqual({ ok: true });
    expect(sandbox.store.state.doubleOptIns?.['brand-eu:crew@example.com']?.conversationId).toEqual(expect.any(String));
  });

  it('is an error when the answer has no conversationId, or an empty one', async () => {
    sandbox.server.use(http.post(DOUBLE_OPT_IN, () => HttpResponse.json({ email: 'crew@example.com', confirmed: true })));
    expect(await confirmDoubleOptInAction({ email: 'crew@example.com', site: 'us', lang: 'en' })).toEqual({ ok: false });
    sandbox.server.use(http.post(DOUBLE_OPT_IN, () => HttpResponse.json({ conversationId: '' })));
    expect(await confirmDoubleOptInAction({ email: 'crew@example.com', site: 'us', lang: 'en' })).toEqual({ ok: false });
  });

  it('is an error, logged, when the backend fails', async () => {
    sandbox.server.use(http.post(DOUBLE_OPT_IN, () => HttpResponse.json({ errors: [{ type: 'ServerError' }] }, { status: 500 })));
    expect(await confirmDoubleOptInAction({ email: 'crew@example.com', site: 'us', lang: 'en' })).toEqual({ ok: false });
    expect(console.error).toHaveBeenCalledWith('Double opt-in confirmation failed', expect.anything());
  });

  it('checks the e-mail and the site again on the server, and sends nothing for bad input', async () => {
    const sent = vi.fn();
    sandbox.server.use(http.post(DOUBLE_OPT_IN, () => {
      sent();
      return HttpResponse.json({ conversationId: 'c-1' });
    }));
    expect(await confirmDoubleOptInAction({ email: 'not-an-email', site: 'us', lang: 'en' })).toEqual({ ok: false });
    expect(await confirmDoubleOptInAction({ email: 'crew@example.com', site: 'us', lang: 'fr' })).toEqual({ ok: false });
    expect(await confirmDoubleOptInAction({ email: 'crew@example.com' })).toEqual({ ok: false });
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses a confirmation posted from another site', async () => {
    startRequest(CROSS_SITE_HEADERS);
    expect(await confirmDoubleOptInAction({ email: 'crew@example.com', site: 'us', lang: 'en' })).toEqual({ ok: false });
    expect(sandbox.store.state.doubleOptIns ?? {}).toEqual({});
  });
});
