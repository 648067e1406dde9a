import type { Right } from '@print/core/rights';
import type { ComponentType } from 'react';

/**
 * A card of the admin dashboard (spec §2: Products, Activity, Approvals, KPIs, Orders), contributed by
 * the feature that owns its data. The dashboard draws the card (title, link, loading state); the card's
 * body is its own, loaded only for users holding its right. The cards are listed in one place,
 * routes/admin/dashboard-cards.ts: a new card is an entry there, the dashboard itself stays as it is.
 */
export type DashboardCard = {
  /** Unique; names the card's test id (`dashboard-<id>`). */
  id: string;
  titleKey: string;
  /** The admin page the title leads to, if any. */
  href?: string;
  /** Shown only to holders of this right (the server checks its data again). */
  right: Right;
  /** Position on the dashboard, ascending. */
  order: number;
  /** The card's content, usually `lazy(() => import(…))` so its code loads with the dashboard only when shown. */
  Body: ComponentType;
};

/** The cards these rights may see, in their order. */
export function visibleDashboardCards(
  cards: readonly DashboardCard[],
  rights: readonly string[],
): DashboardCard[] {
  return cards.filter((card) => rights.includes(card.right)).sort((a, b) => a.order - b.order);
}
