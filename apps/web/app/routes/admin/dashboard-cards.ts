import { lazy } from 'react';
import type { DashboardCard } from '../../features/admin-dashboard/dashboard-cards.ts';

// The dashboard's cards, contributed by the features owning their data (a feature imports no other
// feature, so they meet here). A new card (Products, Activity, Approvals, KPIs: spec §2) is one entry.

export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  {
    id: 'products',
    titleKey: 'admin.dashboardProducts',
    href: '/admin/products',
    // The dashboard is for admin.access holders only, so this is the catalogue's staff (readCatalog).
    right: 'catalog.read',
    order: 10,
    Body: lazy(() =>
      import('../../features/admin-products/products-card.tsx').then((module) => ({
        default: module.ProductsCard,
      })),
    ),
  },
  {
    id: 'activity',
    titleKey: 'admin.dashboardActivity',
    href: '/admin/activity',
    right: 'admin.access',
    order: 20,
    Body: lazy(() =>
      import('../../features/admin-activity/activity-card.tsx').then((module) => ({
        default: module.ActivityCard,
      })),
    ),
  },
  {
    id: 'kpis',
    titleKey: 'admin.dashboardKpis',
    right: 'orders.read',
    order: 40,
    Body: lazy(() =>
      import('../../features/admin-dashboard/kpis-card.tsx').then((module) => ({
        default: module.KpisCard,
      })),
    ),
  },
  {
    id: 'orders',
    titleKey: 'admin.dashboardOrders',
    href: '/admin/orders',
    right: 'orders.read',
    order: 50,
    Body: lazy(() =>
      import('../../features/admin-dashboard/orders-card.tsx').then((module) => ({
        default: module.OrdersCard,
      })),
    ),
  },
  {
    id: 'approvals',
    titleKey: 'admin.dashboardApprovals',
    right: 'orders.read',
    order: 40,
    Body: lazy(() =>
      import('../../features/admin-dashboard/approvals-card.tsx').then((module) => ({
        default: module.ApprovalsCard,
      })),
    ),
  },
];
