import { formatMoney } from '@print/core/pricing/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableViewConfig } from '../../ui/admin-kit/table-view.ts';
import { adminColumns, type AdminColumn } from '../../ui/admin-kit/use-admin-table.ts';
import { Button } from '../../ui/button.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import type { PriceScale } from './price-list-scales-api.ts';

/**
 * The scales table's view (kept in the address beside the editor's tab): the scales for all variants
 * first, each by quantity, 25 a page.
 */
export const PRICE_SCALES_VIEW: TableViewConfig = {
  sort: { id: 'variant', desc: false },
  sortable: ['variant', 'quantity', 'price'],
  pageSizes: [10, 25, 50, 100],
  pageSize: 25,
  hideable: [],
};

/** What a scale's variant reads as: code, product and variant name; or "All variants". */
export const variantLabel = (variant: { code: string; name: string; productName: string }) =>
  `${variant.code} – ${variant.productName} ${variant.name}`;

type Options = {
  currency: string;
  /** Shows the variant column (the list prices products with variants, or a scale is a variant's). */
  showVariant: boolean;
  canWrite: boolean;
  onEdit: (scale: PriceScale) => void;
  onRemove: (scale: PriceScale) => void;
};

const column = adminColumns<PriceScale>();

/** Quantity, price per single unit as entered (net or gross, the list's currency), variant; edit, remove. */
export function usePriceScaleColumns({
  currency,
  showVariant,
  canWrite,
  onEdit,
  onRemove,
}: Options): AdminColumn<PriceScale>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const quantityFormat = new Intl.NumberFormat(locale);
    const columns: AdminColumn<PriceScale>[] = [
      column.accessor('minQuantity', {
        id: 'quantity',
        cell: ({ getValue }) => quantityFormat.format(getValue()),
        enableHiding: false,
        meta: { label: t('admin.scaleQuantity'), isRowHeader: true, align: 'end' },
      }),
      column.accessor('unitPriceMinor', {
        id: 'price',
        cell: ({ getValue }) => formatMoney(getValue(), currency, locale),
        enableHiding: false,
        meta: { label: t('admin.scaleUnitPrice'), align: 'end' },
      }),
    ];
    // Quantity and price first: on a phone they are what shows before the table scrolls sideways.
    if (showVariant) {
      columns.push(
        column.accessor((scale) => scale.variant?.code ?? '', {
          id: 'variant',
          cell: ({ row }) =>
            row.original.variant ? variantLabel(row.original.variant) : t('admin.scaleAllVariants'),
          enableHiding: false,
          meta: { label: t('admin.scaleVariant') },
        }),
      );
    }
    if (canWrite) {
      columns.push(
        column.display({
          id: 'actions',
          enableHiding: false,
          cell: ({ row }) => (
            <span className={styles.actions}>
              <Button
                size="small"
                color="secondary"
                onPress={() => onEdit(row.original)}
                data-testid={`price-scales-edit-${row.index}`}
              >
                {t('common.edit')}
              </Button>
              <Button
                size="small"
                color="danger"
                onPress={() => onRemove(row.original)}
                data-testid={`price-scales-remove-${row.index}`}
              >
                {t('admin.removePriceScale')}
              </Button>
            </span>
          ),
          meta: { label: t('admin.colActions'), align: 'end' },
        }),
      );
    }
    return columns;
  }, [t, locale, currency, showVariant, canWrite, onEdit, onRemove]);
}
