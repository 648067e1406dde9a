import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminToolbar } from '../../ui/admin-kit/admin-toolbar.tsx';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.ts';
import styles from '../../ui/admin-kit/admin-page.module.css';
import {
  CATEGORIES_KEY,
  categoriesQuery,
  deleteCategory,
  moveCategory,
  type AdminCategory,
} from './categories-api.ts';
import { applyMove, type TreeMove } from './category-tree-model.ts';
import { CategoryTreeView } from './category-tree-view.tsx';
import { NewCategoryDialog } from './new-category-dialog.tsx';
import { TopLevelSorter } from './top-level-sorter.tsx';

/**
 * /admin/categories (spec §2): the category tree with Online/Offline, access ('All' when open to
 * everyone) and products count; catalogue writers move categories (drag or buttons; saved at once and
 * shown at once), sort the top level in the sorter, create and delete.
 */
export function CategoriesPage() {
  const { t, i18n } = useTranslation();
  const { session } = useShell();
  const canWrite = session?.rights.includes('catalog.write') ?? false;
  const queryClient = useQueryClient();
  const ask = useConfirmAction();
  const query = categoriesQuery(i18n.language);
  const categories = useQuery(query);
  const [dialog, setDialog] = useState<'new' | 'sorter' | null>(null);

  const move = useMutation({
    mutationFn: moveCategory,
    onMutate: async (change: TreeMove) => {
      await queryClient.cancelQueries({ queryKey: query.queryKey });
      const previous = queryClient.getQueryData(query.queryKey);
      queryClient.setQueryData(query.queryKey, (rows) => (rows ? applyMove(rows, change) : rows));
      return { previous };
    },
    onSuccess: () => notify(t('admin.categoryMoved'), 'success'),
    onError: (error, _change, context) => {
      queryClient.setQueryData(query.queryKey, context?.previous);
      const message = failureToastKey(error, 'admin.errorMovingCategory');
      notify(t(message.key, message.params ?? {}), 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });

  const remove = useMutation({
    mutationFn: (category: AdminCategory) => deleteCategory(category.id),
    onSuccess: () => {
      notify(t('admin.categoryDeleted'), 'success');
      return queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
    },
    onError: (error) => {
      const message = failureToastKey(error, 'admin.errorDeletingCategory');
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });
  const { mutate: removeCategory } = remove;
  const askDelete = useCallback(
    async (category: AdminCategory) => {
      const confirmed = await ask({
        message: t('admin.deleteCategoryConfirm', { name: category.name }),
        confirmLabel: t('common.delete'),
      });
      if (confirmed) removeCategory(category);
    },
    [ask, removeCategory, t],
  );

  return (
    <section className={styles.page} aria-labelledby="admin-categories-title">
      <h1 id="admin-categories-title" className={styles.pageTitle}>
        {t('admin.navCategories')}
      </h1>
      {canWrite && (
        <AdminToolbar>
          <Button onPress={() => setDialog('new')} data-testid="new-category">
            {t('admin.newCategory')}
          </Button>
          <Button
            color="neutral"
            onPress={() => setDialog('sorter')}
            isDisabled={!categories.data}
            data-testid="open-category-sorter"
          >
            {t('admin.categorySorterTitle')}
          </Button>
        </AdminToolbar>
      )}
      {categories.isError ? (
        <p className={styles.notice} role="alert">
          {t('common.genericError')}
        </p>
      ) : !categories.data ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : (
        <CategoryTreeView
          categories={categories.data}
          canWrite={canWrite}
          isMoving={move.isPending}
          onMove={(change) => move.mutate(change)}
          onDelete={(category) => void askDelete(category)}
        />
      )}
      {dialog === 'new' && (
        <NewCategoryDialog categories={categories.data ?? []} onClose={() => setDialog(null)} />
      )}
      {dialog === 'sorter' && categories.data && (
        <TopLevelSorter categories={categories.data} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
