import { http, HttpResponse } from 'msw';

/**
 * `/api/session` as a test answers it: `session` says who is signed in (a test changes it), `asked`
 * how often the islands asked. Both start afresh before each test.
 */
export function sessionEndpoint() {
  const session = { signedIn: false, agent: false, emulating: false };
  const calls = { asked: 0 };
  const handler = http.get('*/api/session', () => {
    calls.asked += 1;
    return HttpResponse.json(session);
  });
  beforeEach(() => {
    session.signedIn = false;
    calls.asked = 0;
  });
  return { session, calls, handler };
}
