import { anonymousSession, signedInSession } from '@/commerce/session';
import { summarizeSession } from '@/features/auth/session-summary';

describe('the session summary for the browser', () => {
  it('tells a guest from a signed-in customer', () => {
    expect(summarizeSession(anonymousSession())).toEqual({ signedIn: false, agent: false, emulating: false });
    const customer = signedInSession(anonymousSession(), { accessToken: 'a', expiresAt: 1 });
    expect(summarizeSession(customer)).toEqual({ signedIn: true, agent: false, emulating: false });
  });

  it('never carries a token or a cart id', () => {
    const customer = signedInSession(anonymousSession(), { accessToken: 'secret-token', refreshToken: 'r', expiresAt: 1 });
    expect(JSON.stringify(summarizeSession(customer))).not.toMatch(/secret-token|"r"/);
  });
});
