'use client';

import { lazy, Suspense } from 'react';
import { RENDER_BUDGET_DIGEST } from '@/commerce/render-budget-digest';
import { ErrorView } from './ErrorView';

// Loaded only when a render falls back (spec 1 §9 render budget), not with every page.
const RenderBudgetFallback = lazy(() => import('./RenderBudgetFallback').then((module) => ({ default: module.RenderBudgetFallback })));

/**
 * A page's error boundary: a render that ran out of budget waits and asks again; anything else is the
 * error view, whose "Try again" asks the server again too.
 */
export function PageError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  if (error.digest === RENDER_BUDGET_DIGEST) {
    return (
      <Suspense>
        <RenderBudgetFallback retry={retry} />
      </Suspense>
    );
  }
  return <ErrorView onRetry={retry} />;
}
