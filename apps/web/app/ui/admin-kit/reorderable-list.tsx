import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Button as AriaButton, DropIndicator, useDragAndDrop } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { RowData } from '@tanstack/react-table';
import { Button } from '../button.tsx';
import { notify } from '../toast.ts';
import type { AdminColumn } from './use-admin-table.ts';
import { dropReorder, moveItem } from './list-order.ts';
import listStyles from './reorderable-list.module.css';
import { notifyFailure } from '../notify-failure.ts';

// An admin list whose order matters (the field libraries, categories): rows are moved by dragging their
// handle (mouse, touch, or keyboard via the handle) or with the move buttons; the new order shows at
// once and is saved right away ('Field order saved' / 'Error saving field order').

type Options<T extends { id: string }> = {
  queryKey: QueryKey;
  list: readonly T[];
  save: (ids: readonly string[]) => Promise<void>;
};

export function useReorderableList<T extends { id: string }>({ queryKey, list, save }: Options<T>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reorder = useMutation({
    mutationFn: save,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      queryClient.setQueryData<T[]>(queryKey, (current) =>
        current ? ids.flatMap((id) => current.filter((row) => row.id === id)) : current,
      );
      return { previous };
    },
    onSuccess: () => notify(t('admin.fieldOrderSaved'), 'success'),
    onError: (error, _ids, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
      notifyFailure(t, error, 'admin.errorSavingFieldOrder');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  const { mutate } = reorder;
  const saveOrder = useCallback(
    (ids: string[]) => {
      if (ids.join() !== list.map((row) => row.id).join()) mutate(ids);
    },
    [list, mutate],
  );
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const position = event.target.dropPosition === 'before' ? 'before' : 'after';
      saveOrder(
        dropReorder(
          list.map((row) => row.id),
          [...event.keys].map(String),
          String(event.target.key),
          position,
        ),
      );
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={listStyles.dropIndicator} />,
  });
  const move = useCallback(
    (index: number, by: -1 | 1) => saveOrder(moveItem(list, index, index + by).map((row) => row.id)),
    [list, saveOrder],
  );
  return { dragAndDropHooks, move, isMoving: reorder.isPending };
}

/** The drag handle column of a reorderable admin table. */
export function dragHandleColumn<T extends RowData>(t: (key: string) => string): AdminColumn<T> {
  return {
    id: 'drag',
    enableHiding: false,
    header: () => <span className={listStyles.visuallyHidden}>{t('admin.dragToReorder')}</span>,
    cell: () => (
      <AriaButton slot="drag" className={listStyles.dragHandle} aria-label={t('admin.dragToReorder')}>
        ⠿
      </AriaButton>
    ),
    meta: { label: t('admin.dragToReorder'), ownHeader: true },
  };
}

/** Move up / down, edit and delete buttons of a row of a reorderable admin table. */
export function RowActions({
  index,
  count,
  name,
  isMoving,
  onMove,
  onEdit,
  onDelete,
  testIdSuffix,
}: {
  index: number;
  count: number;
  name: string;
  isMoving: boolean;
  onMove: (index: number, by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
  testIdSuffix: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={listStyles.rowActions}>
      <Button
        size="small"
        color="neutral"
        isDisabled={index <= 0 || isMoving}
        onPress={() => onMove(index, -1)}
        aria-label={`${t('admin.moveUp')}: ${name}`}
      >
        ↑
      </Button>
      <Button
        size="small"
        color="neutral"
        isDisabled={index < 0 || index === count - 1 || isMoving}
        onPress={() => onMove(index, 1)}
        aria-label={`${t('admin.moveDown')}: ${name}`}
      >
        ↓
      </Button>
      <Button size="small" color="neutral" onPress={onEdit} data-testid={`edit-${testIdSuffix}`}>
        {t('common.edit')}
      </Button>
      <Button size="small" color="danger" onPress={onDelete} data-testid={`delete-${testIdSuffix}`}>
        {t('common.delete')}
      </Button>
    </span>
  );
}
