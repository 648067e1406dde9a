import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminEditor } from '../../ui/admin-kit/admin-editor.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import type { ProductEditorTab, ProductTabProps } from '../../lib/admin/product-editor-tab.ts';
import { ProductMediaButton } from './media/product-media-button.tsx';
import { adminProductQuery, type AdminProductSummary } from './products-api.ts';
import { useProductTabStates } from './use-product-tab-states.ts';

// One lazy component per tab, made once: a tab's code is fetched when the editor first renders it.
const lazyTabs = new WeakMap<ProductEditorTab, ComponentType<ProductTabProps>>();
function tabComponent(tab: ProductEditorTab): ComponentType<ProductTabProps> {
  let component = lazyTabs.get(tab);
  if (!component) {
    component = lazy(tab.load);
    lazyTabs.set(tab, component);
  }
  return component;
}

type Props = {
  /** The product as the route loader found it (the editor then follows the cached query). */
  product: AdminProductSummary;
  /** The tabs to show (routes/admin/product-editor-tabs.ts: the areas owning their data contribute them). */
  tabs: readonly ProductEditorTab[];
};

/**
 * /admin/products/:id (spec §2 product editor): the product's tabs on the admin kit's editor page.
 * Every tab stays mounted and loads and saves its own part; Save (and Save & Close when leaving with
 * unsaved changes) saves the tabs with changes.
 */
export function ProductEditor({ product, tabs }: Props) {
  const { t } = useTranslation();
  const query = useQuery({ ...adminProductQuery(product.id), initialData: product });
  const tabIds = useMemo(() => tabs.map((tab) => tab.id), [tabs]);
  const states = useProductTabStates(tabIds);
  const current = query.data ?? product;

  const editorTabs = tabs.map((tab) => {
    const Tab = tabComponent(tab);
    return {
      id: tab.id,
      label: t(tab.labelKey),
      content: (
        <Suspense
          fallback={
            <p className={adminStyles.notice} role="status">
              {t('common.loading')}
            </p>
          }
        >
          <Tab productId={product.id} onState={states.reporterOf(tab.id)} />
        </Suspense>
      ),
    };
  });

  return (
    <AdminEditor
      title={current.name}
      tabs={editorTabs}
      isDirty={states.isDirty}
      isSaving={states.isSaving}
      onSave={states.save}
      closeTo="/admin/products"
      actions={<ProductMediaButton productId={product.id} />}
      testId="product-editor"
    />
  );
}
