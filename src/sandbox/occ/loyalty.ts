import { DEMO_CUSTOMER } from '../seed/users';
import type { SandboxState, UserRecord } from '../state';

/**
 * The loyalty provider of the US/Canada site (spec 3 §3, §7): a member's history as the provider
 * answers it, earned activities and redemptions apart, and the balance they add up to. Purchases earn
 * a point per whole currency unit once the order is completed; every member got a welcome bonus when
 * joining; the demo customer also has the programme's other bonuses and two rewards redeemed.
 */

const POINTS_PER_UNIT = 1;
/** Points of one reward. */
export const REWARD_POINTS = 500;
const WELCOME_POINTS = 100;

/** One line as the provider sends it: seconds since the epoch, its own wording, points. */
export interface LoyaltyLine {
  date_created: number;
  name: string;
  num_points: number;
}

export interface LoyaltyHistory {
  activities: LoyaltyLine[];
  redemptions: LoyaltyLine[];
}

interface ProgrammeEvent {
  at: string;
  name: string;
  points: number;
}

const DEMO_HISTORY: { activities: ProgrammeEvent[]; redemptions: ProgrammeEvent[] } = {
  activities: [
    { at: '2023-06-02T10:15:00+0000', name: 'Profile completed', points: 50 },
    { at: '2024-03-14T09:00:00+0000', name: 'Birthday bonus', points: 100 },
    { at: '2024-11-29T08:00:00+0000', name: 'Double points weekend', points: 150 },
    { at: '2025-03-14T09:00:00+0000', name: 'Birthday bonus', points: 100 },
    { at: '2025-10-05T18:40:00+0000', name: 'Product review', points: 25 },
  ],
  redemptions: [
    { at: '2024-12-20T16:05:00+0000', name: '$10 reward redeemed', points: 250 },
    { at: '2025-11-02T12:30:00+0000', name: '$20 reward redeemed', points: 500 },
  ],
};

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const line = (event: ProgrammeEvent): LoyaltyLine => ({ date_created: seconds(event.at), name: event.name, num_points: event.points });

export function loyaltyHistory(state: SandboxState, user: UserRecord, siteUid: string): LoyaltyHistory {
  const purchases = Object.values(state.orders)
    .filter((order) => order.owner === user.uid && order.site === siteUid && order.status === 'COMPLETED')
    .map((order) => ({ at: order.placed, name: `Purchase, order ${order.code}`, points: Math.floor(order.totalPriceWithTax * POINTS_PER_UNIT) }));
  const extra = user.uid === DEMO_CUSTOMER.uid ? DEMO_HISTORY : { activities: [], redemptions: [] };
  return {
    activities: [{ at: user.createdAt, name: 'Welcome to the programme', points: WELCOME_POINTS }, ...extra.activities, ...purchases].map(line),
    redemptions: extra.redemptions.map(line),
  };
}

/** Earned minus redeemed. */
export function loyaltyPoints(history: LoyaltyHistory): number {
  const sum = (lines: LoyaltyLine[]) => lines.reduce((total, entry) => total + entry.num_points, 0);
  return sum(history.activities) - sum(history.redemptions);
}
