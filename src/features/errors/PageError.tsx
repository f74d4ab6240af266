'use client';

import dynamic from 'next/dynamic';
import { RENDER_BUDGET_DIGEST } from '@/commerce/errors';
import { ErrorView } from './ErrorView';

// Loaded only when a render falls back (spec 1 §9 render budget), not with every page.
const RenderBudgetFallback = dynamic(() => import('./RenderBudgetFallback').then((module) => module.RenderBudgetFallback));

/**
 * A page's error boundary: a render that ran out of budget waits and asks again; anything else is the
 * error view, whose "Try again" asks the server again too.
 */
export function PageError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  if (error.digest === RENDER_BUDGET_DIGEST) return <RenderBudgetFallback retry={retry} />;
  return <ErrorView onRetry={retry} />;
}
