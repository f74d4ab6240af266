'use server';

import type { ReactNode } from 'react';
import { parseRouteSite } from '@/site';
import { loadReviews } from './load-product';
import { reviewArticles } from './ReviewArticles';
import { newestFirst, REVIEWS_SHOWN_FIRST } from './reviews';

/** A style number as the review provider keys it (manufacturerAID). */
const STYLE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export interface RemainingReviewsRequest {
  site: string;
  lang: string;
  styleCode: string;
}

/**
 * "Show all reviews" (spec 3 §3): the reviews after the first few the page carries, rendered on the
 * server in the page language from the same cached review summary. The page sends only what it
 * shows, however many reviews a style has. `null` for a request that names no real site, language
 * or style, or when the provider cannot be reached.
 */
export async function renderRemainingReviews(request: RemainingReviewsRequest): Promise<ReactNode[] | null> {
  const route = typeof request?.site === 'string' && typeof request.lang === 'string' ? parseRouteSite(request.site, request.lang) : undefined;
  if (!route || typeof request.styleCode !== 'string' || !STYLE_CODE.test(request.styleCode)) return null;
  const summary = await loadReviews(route, request.styleCode);
  if (!summary) return null;
  return reviewArticles(newestFirst(summary.reviews).slice(REVIEWS_SHOWN_FIRST), route);
}
