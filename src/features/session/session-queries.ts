import { queryOptions } from '@tanstack/react-query';
import { fetchSessionSummary } from './session-summary-fetch';

/** Query options for the visitor's session, shared by every island that needs to know who is there. */
export const sessionQueries = {
  all: ['session'] as const,
  summary: () => queryOptions({ queryKey: [...sessionQueries.all, 'summary'], queryFn: fetchSessionSummary }),
};
