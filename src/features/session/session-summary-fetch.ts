import type { SessionSummary } from '@/features/auth/session-summary';

const SESSION_SUMMARY_ENDPOINT = '/api/session';

/** Who is there (`/api/session`), without the query library: islands that need it once, on a click. */
export async function fetchSessionSummary(): Promise<SessionSummary> {
  const response = await fetch(SESSION_SUMMARY_ENDPOINT, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`Session summary failed with ${response.status}`);
  return (await response.json()) as SessionSummary;
}
