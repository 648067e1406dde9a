import type { PriceScaleSortField } from '@print/core/pricing/price-list-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../ui/admin-kit/admin-table.tsx';
import { AdminToolbar } from '../../ui/admin-kit/admin-toolbar.tsx';
import { TablePager } from '../../ui/admin-kit/table-pager.tsx';
import { TableSearch } from '../../ui/admin-kit/table-search.tsx';
import { pageOffset } from '../../ui/admin-kit/table-view.ts';
import { useAdminTable } from '../../ui/admin-kit/use-admin-table.ts';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { useTableView } from '../../ui/admin-kit/use-table-view.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { notify } from '../../ui/toast.ts';
import { PRICE_SCALES_VIEW, usePriceScaleColumns } from './price-scale-columns.tsx';
import { PriceScaleDialog } from './price-scale-dialog.tsx';
import { priceScalesQuery, removePriceScale, type PriceScale } from './price-list-scales-api.ts';
import { PRICE_LISTS_KEY } from './price-lists-api.ts';
import styles from './price-lists.module.css';

const SORT_FIELDS: readonly string[] = PRICE_SCALES_VIEW.sortable;

type Props = {
  list: { id: string; currency: string };
  /** The variants of the products using the list: what a scale may be for. */
  variants: readonly { id: string; label: string }[];
  canWrite: boolean;
};

/**
 * The price list editor's Scales tab: the list's scales a page at a time, sorted, filtered by variant
 * (or only those for all variants) and by the quantity's first digits on the server, all kept in the
 * address (`?tab=scales&variant=all&q=10&sort=-price&page=2`). A scale is added, changed or removed
 * (after confirmation) on its own and at once; the page stays where it was.
 */
export function PriceListScales({ list, variants, canWrite }: Props) {
  const { t } = useTranslation();
  const ask = useConfirmAction();
  const queryClient = useQueryClient();
  const tableView = useTableView(PRICE_SCALES_VIEW);
  const { view } = tableView;
  const variant = tableView.filter('variant');
  const [editing, setEditing] = useState<PriceScale | 'new' | null>(null);
  const scales = useQuery(
    priceScalesQuery({
      priceListId: list.id,
      variant,
      quantity: view.search,
      offset: pageOffset(view),
      limit: view.pageSize,
      sortBy: (SORT_FIELDS.includes(view.sort?.id ?? '') ? view.sort!.id : 'variant') as PriceScaleSortField,
      sortDirection: view.sort?.desc ? 'desc' : 'asc',
    }),
  );

  const remove = useCallback(
    async (scale: PriceScale) => {
      const confirmed = await ask({
        message: t('admin.removePriceScaleConfirm'),
        confirmLabel: t('admin.removePriceScale'),
      });
      if (!confirmed) return;
      try {
        await removePriceScale(list.id, scale.id);
        notify(t('admin.priceScaleRemoved'), 'success');
      } catch {
        notify(t('admin.errorRemovingPriceScale'), 'error');
      }
      await queryClient.invalidateQueries({ queryKey: PRICE_LISTS_KEY });
    },
    [ask, t, list.id, queryClient],
  );
  const columns = usePriceScaleColumns({
    currency: list.currency,
    showVariant: variants.length > 0 || Boolean(scales.data?.items.some((scale) => scale.variant)),
    canWrite,
    onEdit: setEditing,
    onRemove: remove,
  });
  const table = useAdminTable({
    tableView,
    columns,
    data: scales.data?.items,
    getRowId: (scale) => scale.id,
    mode: { server: true, rowCount: scales.data?.total ?? 0 },
  });
  const unfiltered = !variant && !view.search;

  return (
    <div className={styles.scaleTable} data-testid="price-list-scales">
      <AdminToolbar>
        {variants.length > 0 && (
          <SelectField
            label={t('admin.scaleFilterVariant')}
            name="variant"
            value={variant}
            onChange={(value) => tableView.setFilter('variant', value)}
            options={[{ id: 'all', label: t('admin.scaleFilterAllVariants') }, ...variants]}
            emptyLabel={t('admin.scaleFilterAnyVariant')}
            placeholder={t('admin.scaleFilterAnyVariant')}
            testId="price-scales-variant"
          />
        )}
        <TableSearch
          tableView={tableView}
          label={t('admin.scaleQuantitySearch')}
          testId="price-scales-search"
        />
        {canWrite && (
          <Button onPress={() => setEditing('new')} data-testid="price-scales-add">
            {t('admin.addPriceScale')}
          </Button>
        )}
      </AdminToolbar>
      {unfiltered && scales.data?.total === 0 && <p className={styles.hint}>{t('admin.noPriceScales')}</p>}
      <AdminTable
        table={table}
        label={t('admin.priceListTabScales')}
        status={scales}
        testId="price-scales-table"
      />
      <TablePager table={table} tableView={tableView} testId="price-scales" />
      {editing && (
        <PriceScaleDialog
          list={list}
          scale={editing === 'new' ? null : editing}
          variants={variants}
          newVariantId={variant && variant !== 'all' ? variant : null}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
