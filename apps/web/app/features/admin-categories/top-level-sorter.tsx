import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { Button } from '../../ui/button.tsx';
import { FormDialog } from '../../ui/dialog.tsx';
import { notify } from '../../ui/toast.ts';
import { dropReorder, moveById } from '../../ui/admin-kit/list-order.ts';
import { CATEGORIES_KEY, reorderCategories, type AdminCategory } from './categories-api.ts';
import styles from './categories.module.css';

type Props = { categories: readonly AdminCategory[]; onClose: () => void };

/**
 * The top-level category sorter (spec §2): the top-level categories in a list, reordered by dragging
 * (mouse, touch, or the handle by keyboard) or with the move buttons; nothing is saved before Save.
 */
export function TopLevelSorter({ categories, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState(() => categories.filter((row) => row.parentId === null));
  const save = useMutation({
    mutationFn: () =>
      reorderCategories(
        null,
        order.map((row) => row.id),
      ),
    onSuccess: async () => {
      notify(t('admin.categoryOrderSaved'), 'success');
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
      onClose();
    },
    onError: (error) => {
      const message = failureToastKey(error, 'admin.errorSavingCategorySettings');
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const ids = order.map((row) => row.id);
      const position = event.target.dropPosition === 'before' ? 'before' : 'after';
      const next = dropReorder(ids, [...event.keys].map(String), String(event.target.key), position);
      setOrder((current) => next.map((id) => current.find((row) => row.id === id)!));
    },
  });

  return (
    <FormDialog title={t('admin.categorySorterTitle')} isOpen onClose={onClose} testId="category-sorter">
      <p>{t('admin.sorterHint')}</p>
      <GridList
        aria-label={t('admin.categorySorterTitle')}
        items={order}
        // The rows' buttons read the order: drawn again whenever it changes, not kept from before.
        dependencies={[order]}
        dragAndDropHooks={dragAndDropHooks}
        className={styles.sorterList}
        data-testid="category-sorter-list"
      >
        {(row) => (
          <GridListItem
            id={row.id}
            textValue={row.name}
            className={styles.sorterItem}
            data-testid={`sorter-item-${row.slug}`}
          >
            <AriaButton
              slot="drag"
              className={styles.handle}
              aria-label={`${t('admin.dragToReorder')}: ${row.name}`}
            >
              ⠿
            </AriaButton>
            <span>{row.name}</span>
            <span className={styles.rowActions}>
              <Button
                size="small"
                color="neutral"
                isDisabled={order.indexOf(row) === 0}
                onPress={() => setOrder((current) => moveById(current, row.id, -1))}
                aria-label={`${t('admin.moveUp')}: ${row.name}`}
                data-testid={`sorter-up-${row.slug}`}
              >
                ↑
              </Button>
              <Button
                size="small"
                color="neutral"
                isDisabled={order.indexOf(row) === order.length - 1}
                onPress={() => setOrder((current) => moveById(current, row.id, 1))}
                aria-label={`${t('admin.moveDown')}: ${row.name}`}
                data-testid={`sorter-down-${row.slug}`}
              >
                ↓
              </Button>
            </span>
          </GridListItem>
        )}
      </GridList>
      <div className={styles.rowActions}>
        <Button color="neutral" onPress={onClose}>
          {t('common.cancel')}
        </Button>
        <Button isDisabled={save.isPending} onPress={() => save.mutate()} data-testid="save-category-order">
          {t(save.isPending ? 'common.saving' : 'common.save')}
        </Button>
      </div>
    </FormDialog>
  );
}
