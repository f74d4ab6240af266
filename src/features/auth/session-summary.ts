import { isCustomerSession, type CommerceSession } from '@/commerce/session';
import { requestSession } from '@/commerce/session/next';
import { isSameOriginRequest } from '@/site';

/** What client islands may know about the visitor's session: never a token or an id. */
export interface SessionSummary {
  signedIn: boolean;
  /** A support agent is signed in (assisted service mode). */
  agent: boolean;
  /** The agent acts for a customer. */
  emulating: boolean;
}

export function summarizeSession(session: CommerceSession): SessionSummary {
  return {
    signedIn: isCustomerSession(session),
    agent: session.agent !== undefined,
    emulating: typeof session.user === 'object',
  };
}

/** `GET /api/session`: the summary for the browser, never cached. */
export async function handleSessionSummary(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request)) return new Response('Forbidden', { status: 403 });
  const session = await (await requestSession()).read();
  return Response.json(summarizeSession(session), { headers: { 'Cache-Control': 'private, no-store' } });
}
