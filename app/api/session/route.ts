import { handleSessionSummary } from '@/features/auth/session-summary';

export const GET = handleSessionSummary;
