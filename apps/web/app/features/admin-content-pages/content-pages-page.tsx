import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminTable } from '../../ui/admin-kit/admin-table.tsx';
import { AdminToolbar } from '../../ui/admin-kit/admin-toolbar.tsx';
import { ColumnsMenu } from '../../ui/admin-kit/columns-menu.tsx';
import { TablePager } from '../../ui/admin-kit/table-pager.tsx';
import { TableSearch } from '../../ui/admin-kit/table-search.tsx';
import { useAdminTable } from '../../ui/admin-kit/use-admin-table.ts';
import { useTableView } from '../../ui/admin-kit/use-table-view.ts';
import { Button } from '../../ui/button.tsx';
import { onFirstUse } from '../../ui/on-first-use.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { contentPagesQuery } from './content-pages-api.ts';
import { CONTENT_PAGES_VIEW, useContentPageColumns } from './content-pages-table.tsx';
import { NewContentPageDialog } from './new-content-page-dialog.tsx';
import { useContentPageDeleting } from './use-content-page-deleting.ts';
import { useContentPageDuplicating } from './use-content-page-duplicating.ts';

/** "Create with AI": its dialog's code loads when it is first opened (or the button hovered). */
const aiPageDialog = onFirstUse(() =>
  import('./ai/create-page-with-ai-dialog.tsx').then((module) => module.CreatePageWithAiDialog),
);

/**
 * /admin/pages: the shop's CMS pages (issue 25) — search by title or slug, sort, page and columns in
 * the address (`?q=&sort=-updated&page=2`); create (empty, from a template or with AI), open a page's
 * settings, duplicate, delete after asking.
 */
export function ContentPagesPage() {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const tableView = useTableView(CONTENT_PAGES_VIEW);
  const [creating, setCreating] = useState(false);
  const [creatingWithAi, setCreatingWithAi] = useState(false);
  const askDelete = useContentPageDeleting();
  const { duplicate, duplicatingId } = useContentPageDuplicating(tenant.defaultLanguage);
  const pages = useQuery(contentPagesQuery(tenant.defaultLanguage));
  const columns = useContentPageColumns(tenant.defaultLanguage, {
    onDuplicate: duplicate,
    duplicatingId,
    onDelete: askDelete,
  });
  const table = useAdminTable({
    tableView,
    columns,
    data: pages.data,
    getRowId: (page) => page.id,
    mode: { server: false },
  });

  return (
    <section className={styles.page} aria-labelledby="admin-pages-title">
      <h1 id="admin-pages-title" className={styles.pageTitle}>
        {t('admin.navCmsPages')}
      </h1>
      <AdminToolbar>
        <TableSearch tableView={tableView} label={t('common.search')} testId="pages-search" />
        <ColumnsMenu table={table} testId="pages" />
        <Button
          color="secondary"
          onPress={() => setCreatingWithAi(true)}
          onHoverStart={aiPageDialog.preload}
          onFocus={aiPageDialog.preload}
          data-testid="ai-page-button"
        >
          {t('cms.aiCreateWithAi')}
        </Button>
        <Button onPress={() => setCreating(true)} data-testid="new-page-button">
          {t('admin.newPage')}
        </Button>
      </AdminToolbar>
      <AdminTable table={table} label={t('admin.navCmsPages')} status={pages} testId="pages-table" />
      <TablePager table={table} tableView={tableView} testId="pages" />
      {creating && <NewContentPageDialog onClose={() => setCreating(false)} />}
      {creatingWithAi && <aiPageDialog.Loaded onClose={() => setCreatingWithAi(false)} />}
    </section>
  );
}
