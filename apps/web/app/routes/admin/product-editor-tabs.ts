import type { ProductEditorTab } from '../../lib/admin/product-editor-tab.ts';

// The product editor's tabs, contributed by the areas owning their data (a feature imports no other
// feature, so they meet here, as the dashboard's cards do): the Fields tab is the product-field area's,
// the others the products area's.

/** In the spec's order; a tab joins here when it exists. */
export const PRODUCT_EDITOR_TABS: readonly ProductEditorTab[] = [
  {
    id: 'settings',
    labelKey: 'admin.productTabSettings',
    load: () => import('../../features/admin-products/tabs/settings-tab.tsx'),
  },
  {
    id: 'fields',
    labelKey: 'admin.productTabFields',
    load: () => import('../../features/admin-product-fields/product-fields-tab.tsx'),
  },
  {
    id: 'meta',
    labelKey: 'admin.productTabMetaFields',
    load: () => import('../../features/admin-products/tabs/meta-tab.tsx'),
  },
  {
    id: 'access',
    labelKey: 'admin.productTabCategoryAccess',
    load: () => import('../../features/admin-products/tabs/access-tab.tsx'),
  },
  {
    id: 'prices',
    labelKey: 'admin.productTabPriceManagement',
    load: () => import('../../features/admin-products/prices-tab.tsx'),
  },
  {
    id: 'inventory',
    labelKey: 'admin.productTabInventoryManagement',
    load: () => import('../../features/admin-products/inventory-tab.tsx'),
  },
  {
    id: 'variants',
    labelKey: 'admin.productTabVariants',
    load: () => import('../../features/admin-products/variants-tab.tsx'),
  },
];
