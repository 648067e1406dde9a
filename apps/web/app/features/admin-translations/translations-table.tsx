import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { selectColumn } from '../../ui/admin-kit/select-column.tsx';
import { adminColumns, type AdminColumn } from '../../ui/admin-kit/use-admin-table.ts';
import type { TableViewConfig } from '../../ui/admin-kit/table-view.ts';
import pageStyles from '../../ui/admin-kit/admin-page.module.css';
import { TranslationCellView } from './translation-cell.tsx';
import { rowLabel, typeLabelKey } from './translation-state.ts';
import type { TranslationRow } from './translations-api.ts';
import styles from './translations.module.css';

/** The translations table's view (kept in the address): by key, 50 a page. */
export const TRANSLATIONS_VIEW: TableViewConfig = {
  sort: { id: 'key', desc: false },
  sortable: ['key', 'group', 'type'],
  pageSizes: [25, 50, 100, 200],
  pageSize: 50,
  hideable: ['group', 'type'],
};

/** The table's sort as the server names it. */
export const serverSort = (id: string | undefined) =>
  id === 'group' ? ('GROUP' as const) : id === 'type' ? ('TYPE' as const) : ('ADDRESS' as const);

const column = adminColumns<TranslationRow>();

const testIdOf = (address: string) => address.replace(/[^\w.-]+/g, '_');

/**
 * Key, group, type, the default-language text, then one column per other language of the shop with
 * its state and lock; Edit opens the editor of the text.
 */
export function useTranslationColumns(
  languages: readonly string[],
  defaultLanguage: string,
  onEdit: (row: TranslationRow) => void,
): AdminColumn<TranslationRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      selectColumn<TranslationRow>(rowLabel),
      column.accessor(rowLabel, {
        id: 'key',
        // A record's text by its name; its address (ids) for whoever needs it, on hover.
        cell: ({ row, getValue }) =>
          row.original.owner ? (
            <span className={styles.key} title={row.original.address}>
              {getValue()}
            </span>
          ) : (
            <code className={styles.key}>{getValue()}</code>
          ),
        enableHiding: false,
        meta: { label: t('admin.translationKey'), isRowHeader: true },
      }),
      column.accessor('group', { meta: { label: t('admin.translationGroup') } }),
      column.accessor((row) => t(typeLabelKey(row.type)), {
        id: 'type',
        meta: { label: t('admin.translationType') },
      }),
      ...[defaultLanguage, ...languages.filter((code) => code !== defaultLanguage)].map((code) =>
        column.display({
          id: `lang-${code}`,
          enableSorting: false,
          enableHiding: false,
          cell: ({ row }) => {
            const cell = row.original.languages.find((c) => c.languageCode === code);
            return cell ? (
              <TranslationCellView
                cell={cell}
                format={row.original.format}
                testId={`cell-${testIdOf(row.original.address)}-${code}`}
              />
            ) : null;
          },
          meta: { label: code },
        }),
      ),
      column.display({
        id: 'actions',
        enableHiding: false,
        cell: ({ row }) => (
          <span className={pageStyles.actions}>
            <Button
              size="small"
              color="neutral"
              onPress={() => onEdit(row.original)}
              data-testid={`edit-translation-${testIdOf(row.original.address)}`}
            >
              {t('common.edit')}
            </Button>
          </span>
        ),
        meta: { label: t('admin.colActions'), align: 'end' },
      }),
    ],
    [t, languages, defaultLanguage, onEdit],
  );
}

export { testIdOf };
