import type { PageStatusChip } from '@print/core/pages/page-rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { Button } from '../../ui/button.tsx';
import { StatusChip, type ChipTone } from '../../ui/status-chip.tsx';
import { adminColumns, type AdminColumn } from '../../ui/admin-kit/use-admin-table.ts';
import type { TableViewConfig } from '../../ui/admin-kit/table-view.ts';
import styles from '../../ui/admin-kit/admin-page.module.css';
import type { ContentPage } from './content-pages-api.ts';

/** All pages load at once: searched (title, slug), sorted and paged in the browser; the view is in the address. */
export const CONTENT_PAGES_VIEW: TableViewConfig = {
  sort: { id: 'title', desc: false },
  sortable: ['title', 'slug', 'status', 'updated'],
  pageSizes: [10, 25, 50, 100],
  pageSize: 25,
  hideable: ['slug', 'status', 'languages', 'updated'],
};

/** Spec §2: Active, Inactive, or Scheduled (core's pageStatusChip, worked out by the server). */
export const STATUS_CHIPS: Record<PageStatusChip, { key: string; tone: ChipTone }> = {
  active: { key: 'admin.pageStatusActive', tone: 'success' },
  inactive: { key: 'admin.pageStatusInactive', tone: 'neutral' },
  scheduled: { key: 'admin.pageStatusScheduled', tone: 'info' },
};

/** The page's address in the default language (the list shows the shop's main one). */
export const defaultSlug = (page: ContentPage, defaultLanguage: string) =>
  page.slugs.find((slug) => slug.language === defaultLanguage)?.text ?? page.slugs[0]?.text ?? '';

const column = adminColumns<ContentPage>();

/** What a row's buttons do: duplicate (off while its copy is made) and delete. */
export type ContentPageActions = {
  onDuplicate: (page: ContentPage) => void;
  duplicatingId: string | null;
  onDelete: (page: ContentPage) => Promise<void>;
};

/** Title, slug, status chip, languages with a title, last change and by whom; duplicate, delete. */
export function useContentPageColumns(
  defaultLanguage: string,
  { onDuplicate, duplicatingId, onDelete }: ContentPageActions,
): AdminColumn<ContentPage>[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => [
      column.accessor('title', {
        id: 'title',
        cell: ({ row }) => (
          <Link to={`/admin/pages/${row.original.id}`} data-testid={`page-link-${row.original.title}`}>
            {row.original.title}
          </Link>
        ),
        enableHiding: false,
        meta: { label: t('cms.pageTitle'), isRowHeader: true },
      }),
      column.accessor((page) => defaultSlug(page, defaultLanguage), {
        id: 'slug',
        cell: ({ getValue }) => `/${getValue()}`,
        meta: { label: t('cms.slug') },
      }),
      column.accessor('statusChip', {
        id: 'status',
        cell: ({ row }) => {
          const chip = STATUS_CHIPS[row.original.statusChip];
          return (
            <StatusChip tone={chip.tone} testId={`page-status-${row.original.title}`}>
              {t(chip.key)}
            </StatusChip>
          );
        },
        enableGlobalFilter: false,
        meta: { label: t('admin.colStatus') },
      }),
      column.display({
        id: 'languages',
        cell: ({ row }) => (
          <ul className={styles.chips}>
            {row.original.languages.map((language) => (
              <li key={language} className={styles.chip}>
                {t(languageNameKey(language))}
              </li>
            ))}
          </ul>
        ),
        meta: { label: t('admin.pageLanguages') },
      }),
      column.accessor('updatedAt', {
        id: 'updated',
        cell: ({ row: { original: page } }) => {
          const when = formatDateTime(page.updatedAt, i18n.language);
          return page.updatedByName ? t('admin.pageChangedBy', { when, name: page.updatedByName }) : when;
        },
        enableGlobalFilter: false,
        meta: { label: t('admin.pageLastChange') },
      }),
      column.display({
        id: 'actions',
        enableHiding: false,
        cell: ({ row: { original: page } }) => (
          <span className={styles.actions}>
            <Button
              size="small"
              color="secondary"
              isDisabled={duplicatingId === page.id}
              onPress={() => onDuplicate(page)}
              data-testid={`duplicate-page-${page.title}`}
            >
              {t('admin.duplicatePage')}
            </Button>
            <Button
              size="small"
              color="danger"
              onPress={() => void onDelete(page)}
              data-testid={`delete-page-${page.title}`}
            >
              {t('common.delete')}
            </Button>
          </span>
        ),
        meta: { label: t('admin.colActions'), align: 'end' },
      }),
    ],
    [t, i18n.language, defaultLanguage, onDuplicate, duplicatingId, onDelete],
  );
}
