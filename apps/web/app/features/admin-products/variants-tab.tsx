import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShell } from '../../shell/shell-context.tsx';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { Button } from '../../ui/button.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { notify } from '../../ui/toast.ts';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import type { ProductTabProps } from '../../lib/admin/product-editor-tab.ts';
import { useTabForm } from '../../lib/admin/use-tab-form.ts';
import { ADMIN_PRODUCTS_KEY } from './products-api.ts';
import styles from './product-tabs.module.css';
import { VariantFormDialog } from './variant-form-dialog.tsx';
import {
  createVariant,
  productVariantsQuery,
  saveVariants,
  unlinkVariant,
  type AdminVariant,
} from './variants-api.ts';
import {
  changeOf,
  checkEdits,
  currentDraft,
  editErrors,
  editInputName,
  editVariant,
  hasChanges,
  keepExisting,
  NO_CHANGES,
  removeVariant,
  restoreVariant,
  saveRequest,
  sentInputName,
  variantInputNames,
  type VariantDraft,
  type VariantsState,
} from './variants-values.ts';

const NEW_VARIANT: VariantDraft = {
  id: '',
  code: '',
  name: {},
  published: true,
  archivedAt: '',
  fieldValues: {},
};

/**
 * Variants (spec §2, §3, §4): create at once; edit name per language, code, published, archived date and
 * field values (inherited or overwritten); unlink into a product of its own (after confirmation); remove
 * — marked here, final with the editor's Save, back with Discard or Restore.
 */
export default function VariantsTab({ productId, onState }: ProductTabProps) {
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  const queryClient = useQueryClient();
  const confirm = useConfirmAction();
  const query = useQuery(productVariantsQuery(productId));
  const [lastUnlinked, setLastUnlinked] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ draft: VariantDraft; stored: AdminVariant | null } | null>(null);
  const fields = query.data?.fields ?? [];
  const languages = tenant.languages.map((language) => language.code);
  // The variants the last Save sent, in order: the server names an error by the variant's place.
  const sentIds = useRef<string[]>([]);
  // The waiting edits and removals are the form's values (spec §4: final only with Save).
  const form = useTabForm<VariantsState>({
    defaultValues: NO_CHANGES,
    rules: (state) =>
      checkEdits(state, {
        defaultLanguage: tenant.defaultLanguage,
        fieldNames: fields.map((field) => field.name),
      }),
    onSubmit: (state) => {
      const request = saveRequest(state);
      sentIds.current = request.variants.map((variant) => variant.id);
      return saveVariants(productId, request.variants, request.removedIds);
    },
    // The list is read again before (the product's reads): nothing waits any more.
    onSaved: () => NO_CHANGES,
    fieldNames: ({ edits }) =>
      Object.values(edits).flatMap((draft) =>
        variantInputNames(languages, [
          ...new Set([...fields.map((field) => field.name), ...Object.keys(draft.fieldValues)]),
        ]).map((input) => editInputName(draft.id, input)),
      ),
    inputName: (serverName) => sentInputName(serverName, sentIds.current),
    savedKey: 'admin.variantsSaved',
    failedKey: 'admin.errorSavingVariants',
    unchanged: (state) => !hasChanges(state),
    onState,
  });
  const state = form.values;
  const change = (next: (current: VariantsState) => VariantsState) => {
    const changed = next(form.form.getValues());
    form.setValue('edits', changed.edits);
    form.setValue('removed', changed.removed);
  };
  const variants = query.data?.variants ?? [];
  const refresh = async () => {
    const fresh = await queryClient.fetchQuery({ ...productVariantsQuery(productId), staleTime: 0 });
    change((current) => keepExisting(current, fresh.variants));
  };

  /** A new variant is created at once (a refusal stays in the dialog); an edit waits for Save. */
  const apply = async (draft: VariantDraft) => {
    if (!editing) return;
    if (editing.stored) {
      const stored = editing.stored;
      change((current) => editVariant(current, stored, draft));
      // Edited again: what a refused Save said about it is the dialog's past.
      const prefix = editInputName(stored.id, '');
      form.clearErrors((name) => name.startsWith(prefix));
      setEditing(null);
      return;
    }
    const { id: _new, ...input } = changeOf(draft);
    await createVariant(productId, input);
    setEditing(null);
    await refresh();
  };
  const unlink = async (variant: AdminVariant) => {
    if (
      !(await confirm({ message: t('admin.unlinkVariantConfirm'), confirmLabel: t('admin.unlinkVariant') }))
    )
      return;
    try {
      const product = await unlinkVariant(variant.id);
      notify(t('admin.variantUnlinked'), 'success');
      await queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY });
      await refresh();
      setLastUnlinked(product.id);
    } catch {
      notify(t('admin.errorUnlinkingVariant'), 'error');
    }
  };
  const remove = async (variant: AdminVariant) => {
    if (await confirm({ message: t('admin.deleteVariantConfirm'), confirmLabel: t('admin.deleteVariant') }))
      change((current) => removeVariant(current, variant.id));
  };

  if (!query.data) {
    return (
      <p className={adminStyles.notice} role="status">
        {t(query.isError ? 'common.genericError' : 'common.loading')}
      </p>
    );
  }
  const nameOf = (draft: VariantDraft) =>
    draft.name[i18n.language] ||
    draft.name[tenant.defaultLanguage] ||
    Object.values(draft.name)[0] ||
    draft.code;

  return (
    <section className={styles.tab} data-testid="variants-tab">
      <div className={adminStyles.toolbar}>
        <Button onPress={() => setEditing({ draft: NEW_VARIANT, stored: null })} data-testid="add-variant">
          {t('admin.addVariant')}
        </Button>
        {lastUnlinked && (
          <Link to={`/admin/products/${lastUnlinked}`} data-testid="unlinked-product-link">
            {t('admin.openUnlinkedProduct')}
          </Link>
        )}
      </div>
      {form.notice && (
        <p className={adminStyles.formError} role="alert">
          {form.notice}
        </p>
      )}
      {variants.length === 0 && <p className={adminStyles.notice}>{t('admin.variantsEmpty')}</p>}
      <ul className={styles.variantList}>
        {variants.map((variant) => {
          const draft = currentDraft(variant, state);
          const removed = state.removed.includes(variant.id);
          const overwritten = Object.keys(draft.fieldValues).length;
          // A refused Save's errors show at the dialog's inputs; here, which variant has them.
          const errors = removed
            ? []
            : Object.keys(editErrors(form.errors, variant.id)).map((input) =>
                form.errorMessage(editInputName(variant.id, input)),
              );
          return (
            <li
              key={variant.id}
              className={styles.variantRow}
              data-testid="variant-row"
              data-code={draft.code}
              data-removed={removed || undefined}
            >
              <div>
                <p className={styles.variantTitle}>
                  {nameOf(draft)} <span className={adminStyles.muted}>({draft.code})</span>
                </p>
                <p className={styles.variantMeta}>
                  <StatusChip tone={draft.published ? 'success' : 'neutral'}>
                    {t(draft.published ? 'admin.productPublished' : 'admin.productUnpublished')}
                  </StatusChip>
                  {draft.archivedAt && (
                    <StatusChip tone="warning">
                      {t('admin.variantArchivedDate')} {draft.archivedAt}
                    </StatusChip>
                  )}
                  {overwritten > 0 && (
                    <span className={adminStyles.muted}>
                      {t('admin.variantOverwritten')}: {Object.keys(draft.fieldValues).join(', ')}
                    </span>
                  )}
                  {removed && <StatusChip tone="danger">{t('admin.variantRemoved')}</StatusChip>}
                  {state.edits[variant.id] && !removed && <span className={adminStyles.muted}>•</span>}
                </p>
                {errors.length > 0 && (
                  <p className={adminStyles.formError} role="alert" data-testid="variant-errors">
                    {errors.join(' ')}
                  </p>
                )}
              </div>
              <span className={adminStyles.actions}>
                {removed ? (
                  <Button
                    color="neutral"
                    size="small"
                    onPress={() => change((current) => restoreVariant(current, variant.id))}
                    data-testid="restore-variant"
                  >
                    {t('admin.restoreVariant')}
                  </Button>
                ) : (
                  <>
                    <Button
                      color="neutral"
                      size="small"
                      onPress={() => setEditing({ draft, stored: variant })}
                      data-testid="edit-variant"
                    >
                      {t('admin.editVariant')}
                    </Button>
                    <Button
                      color="neutral"
                      size="small"
                      onPress={() => void unlink(variant)}
                      data-testid="unlink-variant"
                    >
                      {t('admin.unlinkVariant')}
                    </Button>
                    <Button
                      color="danger"
                      size="small"
                      isDisabled={variant.ordered}
                      onPress={() => void remove(variant)}
                      data-testid="delete-variant"
                    >
                      {t('admin.deleteVariant')}
                    </Button>
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {state.removed.length > 0 && <p className={adminStyles.notice}>{t('admin.variantRemovalHint')}</p>}
      {editing && (
        <VariantFormDialog
          draft={editing.draft}
          fields={query.data.fields}
          errors={editing.stored ? editErrors(form.errors, editing.stored.id) : undefined}
          onApply={apply}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
