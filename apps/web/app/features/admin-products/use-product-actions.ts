import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureToastKey, userInputFailure } from '../../lib/api/user-input-error.ts';
import { useBulkAction } from '../../ui/admin-kit/bulk-action.ts';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { notify } from '../../ui/toast.ts';
import {
  copyProduct,
  deleteProduct,
  setProductArchived,
  setProductPublished,
} from './product-changes-api.ts';
import type { ProductListRow } from './product-list-api.ts';
import { ADMIN_PRODUCTS_KEY } from './products-api.ts';

export type BulkChange = 'publish' | 'unpublish' | 'archive' | 'restore';

const BULK = {
  publish: {
    confirm: 'admin.publishProductsConfirm',
    done: 'admin.productsPublished',
    label: 'admin.publishProducts',
  },
  unpublish: {
    confirm: 'admin.unpublishProductsConfirm',
    done: 'admin.productsUnpublished',
    label: 'admin.unpublishProducts',
  },
  archive: {
    confirm: 'admin.archiveProductsConfirm',
    done: 'admin.productsArchived',
    label: 'common.archive',
  },
  restore: {
    confirm: 'admin.restoreProductsConfirm',
    done: 'admin.productsRestored',
    label: 'common.unarchive',
  },
} as const;

const change = (product: ProductListRow, kind: BulkChange) =>
  kind === 'publish' || kind === 'unpublish'
    ? setProductPublished(product.id, kind === 'publish')
    : setProductArchived(product.id, kind === 'archive');

/**
 * The products list's actions (spec §4): publish, unpublish, archive and restore the ticked products
 * (one question, then one call per product with the progress in the bulk bar), and per row copy,
 * archive or restore, and delete (each asks first; a refused delete says why).
 */
export function useProductActions() {
  const { t } = useTranslation();
  const ask = useConfirmAction();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const bulk = useBulkAction();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
    [queryClient],
  );
  const fail = useCallback(
    (error: unknown, fallbackKey: string) => {
      const failure = failureToastKey(error, fallbackKey);
      notify(t(failure.key, failure.params ?? {}), 'error');
    },
    [t],
  );

  /** Resolves true when the change ran (the caller then clears the ticks). */
  const changeMany = async (products: readonly ProductListRow[], kind: BulkChange): Promise<boolean> => {
    const count = String(products.length);
    if (!(await ask({ message: t(BULK[kind].confirm, { count }), confirmLabel: t(BULK[kind].label) })))
      return false;
    const result = await bulk.run(products, (product) => change(product, kind));
    if (result.succeeded.length > 0)
      notify(t(BULK[kind].done, { count: String(result.succeeded.length) }), 'success');
    if (result.failed.length > 0)
      notify(
        t('admin.productsBulkFailed', {
          failed: String(result.failed.length),
          total: count,
          count: result.failed.length,
        }),
        'error',
      );
    await refresh();
    return true;
  };

  const copy = useCallback(
    async (product: ProductListRow) => {
      try {
        const made = await copyProduct(product.id);
        notify(t('admin.productCopied'), 'success');
        await refresh();
        void navigate(`/admin/products/${made.id}`);
      } catch (error) {
        fail(error, 'admin.errorCopyingProduct');
      }
    },
    [fail, navigate, refresh, t],
  );

  const archive = useCallback(
    async (product: ProductListRow, archived: boolean) => {
      const confirmed = await ask({
        message: t(archived ? 'admin.archiveProductConfirm' : 'admin.restoreProductConfirm', {
          name: product.name,
        }),
        confirmLabel: t(archived ? 'common.archive' : 'common.unarchive'),
      });
      if (!confirmed) return;
      try {
        await setProductArchived(product.id, archived);
        notify(t(archived ? 'admin.productArchivedToast' : 'admin.productRestored'), 'success');
        await refresh();
      } catch (error) {
        fail(error, archived ? 'admin.errorArchivingProduct' : 'admin.errorUnarchivingProduct');
      }
    },
    [ask, fail, refresh, t],
  );

  const remove = useCallback(
    async (product: ProductListRow) => {
      const confirmed = await ask({
        message: t('admin.productDeleteConfirm'),
        confirmLabel: t('common.delete'),
      });
      if (!confirmed) return;
      try {
        await deleteProduct(product.id);
        notify(t('admin.productDeleted'), 'success');
      } catch (error) {
        // 'Error deleting product' and why (e.g. it was ordered: archive it instead).
        const reason = userInputFailure(error)?.fields.product;
        notify(
          reason
            ? `${t('admin.errorDeletingProduct')}: ${t(reason.key, reason.params ?? {})}`
            : t(failureToastKey(error, 'admin.errorDeletingProduct').key),
          'error',
        );
      }
      await refresh();
    },
    [ask, refresh, t],
  );

  return { changeMany, copy, archive, remove, progress: bulk.progress };
}
