import { queryOptions } from '@tanstack/react-query';
import type { SessionSummary } from '@/features/auth/session-summary';

export const SESSION_SUMMARY_ENDPOINT = '/api/session';

async function fetchSessionSummary(): Promise<SessionSummary> {
  const response = await fetch(SESSION_SUMMARY_ENDPOINT, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`Session summary failed with ${response.status}`);
  return (await response.json()) as SessionSummary;
}

/** Query options for the visitor's session, shared by every island that needs to know who is there. */
export const sessionQueries = {
  all: ['session'] as const,
  summary: () => queryOptions({ queryKey: [...sessionQueries.all, 'summary'], queryFn: fetchSessionSummary }),
};
