'use client';

import { useEffect } from 'react';
import { pushAnalyticsEvent } from '@/analytics/data-layer';

/**
 * Reports the not-found page to analytics once it is shown (spec 1 §7, spec 3 §8). Every not-found
 * view renders it: the CMS `notFound` page, the built-in fallback and the global not-found page.
 */
export function NotFoundPageView() {
  useEffect(() => {
    pushAnalyticsEvent({ event: 'notFoundPageView', path: window.location.pathname });
  }, []);
  return null;
}
