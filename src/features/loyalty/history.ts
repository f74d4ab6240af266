import type { LoyaltyActivities } from '@/commerce/schemas';

/**
 * The loyalty points history list (spec 3 §3, §4 "Loyalty history list"): the provider's activities
 * and redemptions merged into one list, newest first, dated M/d/yyyy. A phone shows the first 5 lines;
 * a desktop also shows lines 6 to 10 ("the desktop-only list shows items 5 to 10").
 */

export const MOBILE_LINE_COUNT = 5;
export const DESKTOP_LINE_COUNT = 10;

export interface HistoryLine {
  /** Seconds since the epoch, as the provider sends it. */
  createdAt: number;
  name: string;
  /** Points added (an activity) or taken (a redemption, negative). */
  points: number;
}

/** Activities and redemptions in one list, newest first; lines of the same moment keep the provider's order. */
export function historyLines(answer: LoyaltyActivities): HistoryLine[] {
  const earned = answer.activities.map((line) => ({ createdAt: line.date_created, name: line.name, points: Math.abs(line.num_points) }));
  const redeemed = answer.redemptions.map((line) => ({ createdAt: line.date_created, name: line.name, points: -Math.abs(line.num_points) }));
  return [...earned, ...redeemed].sort((a, b) => b.createdAt - a.createdAt);
}

/** The lines shown at all: the desktop's ten; those after the first five are for wide screens only. */
export function shownLines(lines: readonly HistoryLine[]): { line: HistoryLine; desktopOnly: boolean }[] {
  return lines.slice(0, DESKTOP_LINE_COUNT).map((line, index) => ({ line, desktopOnly: index >= MOBILE_LINE_COUNT }));
}

/** M/d/yyyy in the shopper's own time zone (spec 3 §9): 3/14/2025. */
export function historyDate(createdAt: number): string {
  const date = new Date(createdAt * 1000);
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}
