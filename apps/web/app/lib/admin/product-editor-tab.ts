import type { ComponentType } from 'react';

// The product editor's tabs (spec §2: Settings, Fields, Meta Fields, Category & Access, Price
// Management, Inventory Management, Variants). Each tab loads and saves its own part of the product
// through its own GraphQL operations, with its own success and error toasts; the editor (AdminEditor)
// keeps every tab mounted, and its Save — also "Save & Close" when leaving with unsaved changes — saves
// the tabs that report changes, one after the other. The tabs come from two areas (products, product
// fields), so they are listed where routes compose features: routes/admin/product-editor-tabs.ts.

/** What every tab gets from the editor. */
export type ProductTabProps = {
  productId: string;
  /** Tells the editor whether the tab has unsaved changes and how to save them (true when saved). */
  onState: (state: { dirty: boolean; save: () => Promise<boolean> }) => void;
};

export type ProductEditorTab = {
  /** Kept in the address as `?tab=` (the first tab has none). */
  id: string;
  labelKey: string;
  /** A lazily loaded tab module whose default export is the tab. */
  load: () => Promise<{ default: ComponentType<ProductTabProps> }>;
};
