import { act, screen } from '@testing-library/react';
import { sessionEndpoint } from '../support/session-endpoint';
import { setupServer } from 'msw/node';
import { SignedInOnly } from '@/features/session/SignedInOnly';
// Loaded on demand in the page; compiled ahead here so the check's timing does not depend on it.
import '@/features/session/SignedInGate';
import { renderIsland } from '../support/render-island';
import { setSessionHint, setSignedInHint } from '../support/session-hint';

/**
 * Content only a signed-in customer sees on a shared, cached page (the CMS's signed-in slot, the
 * loyalty islands): a guest is not asked who they are, with a cart or without one.
 */

const { session, calls, handler: sessionHandler } = sessionEndpoint();
const server = setupServer(
  sessionHandler,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const members = <p>Members’ offer</p>;

describe('signed-in-only content', () => {
  it('shows a guest with a cart nothing, without asking the session', async () => {
    setSessionHint(true);
    const { container } = renderIsland(<SignedInOnly>{members}</SignedInOnly>);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(container).toBeEmptyDOMElement();
    expect(calls.asked).toBe(0);
  });

  it('shows a signed-in customer the content once the session says the sign-in holds', async () => {
    session.signedIn = true;
    setSessionHint(true);
    setSignedInHint(true);
    renderIsland(<SignedInOnly>{members}</SignedInOnly>);
    expect(await screen.findByText('Members’ offer')).toBeInTheDocument();
    expect(calls.asked).toBe(1);
  });

  it('shows nothing when the sign-in the hint names no longer holds', async () => {
    setSignedInHint(true);
    const { container } = renderIsland(<SignedInOnly>{members}</SignedInOnly>);
    // The answer ("signed out") settles inside act, so the gate's update is the test's to see.
    await act(async () => {
      await vi.waitFor(() => expect(calls.asked).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container).toBeEmptyDOMElement();
  });
});
