import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminTable } from '../../ui/admin-kit/admin-table.tsx';
import { AdminToolbar, BulkBar } from '../../ui/admin-kit/admin-toolbar.tsx';
import { ColumnsMenu } from '../../ui/admin-kit/columns-menu.tsx';
import { TablePager } from '../../ui/admin-kit/table-pager.tsx';
import { TableSearch } from '../../ui/admin-kit/table-search.tsx';
import { useAdminTable } from '../../ui/admin-kit/use-admin-table.ts';
import { useTableView } from '../../ui/admin-kit/use-table-view.ts';
import pageStyles from '../../ui/admin-kit/admin-page.module.css';
import { Button } from '../../ui/button.tsx';
import { MachineTranslateButton } from './machine-translate-button.tsx';
import { TranslationEditorDialog } from './translation-editor-dialog.tsx';
import { rowLabel } from './translation-state.ts';
import { TranslationsFilters, filtersOf } from './translations-filters.tsx';
import { TranslationsImportExport } from './translations-import-export.tsx';
import { TRANSLATIONS_VIEW, serverSort, useTranslationColumns } from './translations-table.tsx';
import { translationTableQuery, TRANSLATIONS_KEY, type TranslationRow } from './translations-api.ts';
import { useBulkReview } from './use-bulk-review.ts';

/**
 * /admin/translations (spec §2 Translations admin): every text of the shop with its state per language;
 * search (key and every language's text), filters, sort and paging on the server, all in the address.
 * Edit one text, machine-translate what is missing (or the ticked rows), accept the ticked machine
 * results. `tenantId`: the platform operator acting for another shop.
 */
export function TranslationsPage({ tenantId }: { tenantId?: string }) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const queryClient = useQueryClient();
  const tableView = useTableView(TRANSLATIONS_VIEW);
  const { view } = tableView;
  const languages = tenant.languages.map((language) => language.code);
  const targets = languages.filter((code) => code !== tenant.defaultLanguage);
  const [editing, setEditing] = useState<TranslationRow | null>(null);
  const onEdit = useCallback((row: TranslationRow) => setEditing(row), []);

  const list = useQuery(
    translationTableQuery(
      {
        ...filtersOf(tableView),
        search: view.search || null,
        sort: serverSort(view.sort?.id),
        descending: view.sort?.desc ?? false,
        page: view.page - 1,
        pageSize: view.pageSize,
      },
      tenantId,
    ),
  );
  const columns = useTranslationColumns(languages, tenant.defaultLanguage, onEdit);
  const table = useAdminTable({
    tableView,
    columns,
    data: list.data?.items,
    getRowId: (row) => row.address,
    mode: { server: true, rowCount: list.data?.total ?? 0 },
    canSelect: () => true,
  });
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TRANSLATIONS_KEY });
  const review = useBulkReview(tenant.defaultLanguage, tenantId, refresh);
  const awaiting = review.targetsOf(selected);

  return (
    <section className={pageStyles.page} aria-labelledby="admin-translations-title">
      <h1 id="admin-translations-title" className={pageStyles.pageTitle}>
        {t('admin.navTranslations')}
      </h1>
      <AdminToolbar>
        <TableSearch
          tableView={tableView}
          label={t('admin.searchTranslations')}
          testId="translations-search"
        />
        <ColumnsMenu table={table} testId="translations" />
        <MachineTranslateButton
          targets={targets}
          selected={selected.map((row) => row.address)}
          tenantId={tenantId}
          onFinished={() => {
            // The run is done with the ticked rows: the next action starts from a fresh choice.
            table.resetRowSelection();
            void refresh();
          }}
        />
      </AdminToolbar>
      <TranslationsFilters tableView={tableView} groups={list.data?.groups ?? []} targets={targets} />
      <BulkBar
        count={selected.length}
        progress={null}
        onClear={() => table.resetRowSelection()}
        testId="translations-bulk"
      >
        <Button
          size="small"
          isDisabled={awaiting.length === 0 || review.isBusy}
          onPress={() => void review.accept(awaiting).then(() => table.resetRowSelection())}
          data-testid="translations-bulk-accept"
        >
          {t('admin.translationAcceptSelected', { count: awaiting.length })}
        </Button>
      </BulkBar>
      <AdminTable
        table={table}
        label={t('admin.navTranslations')}
        status={list}
        testId="translations-table"
      />
      <TablePager table={table} tableView={tableView} testId="translations" />
      <TranslationsImportExport tenantId={tenantId} onImported={() => void refresh()} />
      {editing && (
        <TranslationEditorDialog
          key={editing.address}
          address={editing.address}
          title={rowLabel(editing)}
          defaultLanguage={tenant.defaultLanguage}
          tenantId={tenantId}
          onClose={() => setEditing(null)}
          onChanged={refresh}
        />
      )}
    </section>
  );
}
