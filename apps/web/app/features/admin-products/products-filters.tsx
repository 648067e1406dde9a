import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../ui/admin-kit/filter-select.tsx';
import type { TableViewState } from '../../ui/admin-kit/use-table-view.ts';
import { categoryOptionsQuery } from './product-list-api.ts';
import styles from './products.module.css';

/** The list's filters (status, orderable, category, payment mode, stock), kept in the address. */
export function ProductFilters({ tableView }: { tableView: TableViewState }) {
  const { t } = useTranslation();
  const categories = useQuery(categoryOptionsQuery);
  const select = (
    name: string,
    label: string,
    options: { id: string; label: string }[],
    anyKey = 'admin.filterAll',
  ) => (
    <FilterSelect
      tableView={tableView}
      name={name}
      label={label}
      options={options}
      anyLabel={t(anyKey)}
      testId={`products-filter-${name}`}
    />
  );
  return (
    <div className={styles.filters}>
      {select(
        'status',
        t('admin.filterStatus'),
        [
          { id: 'published', label: t('admin.productPublished') },
          { id: 'unpublished', label: t('admin.productUnpublished') },
          { id: 'archived', label: t('admin.productArchived') },
        ],
        'admin.filterActive',
      )}
      {select('orderable', t('admin.productOrderable'), [
        { id: 'yes', label: t('admin.filterYes') },
        { id: 'no', label: t('admin.filterNo') },
      ])}
      {select('category', t('admin.filterCategory'), categories.data ?? [])}
      {select('payment', t('admin.paymentMode'), [
        { id: 'single', label: t('admin.paymentModeSingle') },
        { id: 'subscription', label: t('admin.paymentModeSubscription') },
      ])}
      {select('stock', t('admin.colStock'), [
        { id: 'out', label: t('admin.productsOutOfStock') },
        { id: 'in', label: t('admin.productsInStock') },
      ])}
    </div>
  );
}
