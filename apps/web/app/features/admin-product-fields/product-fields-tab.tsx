import { localizedText } from '@print/core/i18n/localized-text';
import type { ValidationError } from '@print/core/validation/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { userInputFailure } from '../../lib/api/user-input-error.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { notify } from '../../ui/toast.ts';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { dropReorder, moveItem } from '../../ui/admin-kit/list-order.ts';
import type { ProductTabProps } from '../../lib/admin/product-editor-tab.ts';
import listStyles from '../../ui/admin-kit/reorderable-list.module.css';
import {
  draftOf,
  draftOfLibraryField,
  fieldUseInputs,
  resolvedField,
  type FieldUseDraft,
} from './field-use-draft.ts';
import { FieldUseEditor } from './field-use-editor.tsx';
import { FieldsPreview } from './fields-preview.tsx';
import {
  PRODUCT_FIELDS_KEY,
  productFieldLibraryQuery,
  productFieldUsesQuery,
  saveFieldUses,
} from './product-fields-api.ts';
import styles from './product-fields.module.css';
import { notifyFailure } from '../../ui/notify-failure.ts';

/**
 * The product editor's Fields tab (spec §2; issue 15): the product's personalisation fields taken from
 * the field library, in form order (drag, or keyboard through the handle, or the move buttons), each
 * with its overrides and conditions, beside a live preview of the shop's form. Saved with the editor.
 */
export default function ProductFieldsTab({ productId, onState }: ProductTabProps) {
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  const ask = useConfirmAction();
  const queryClient = useQueryClient();
  const uses = useQuery(productFieldUsesQuery(productId));
  const library = useQuery(productFieldLibraryQuery);
  const [drafts, setDrafts] = useState<FieldUseDraft[] | null>(null);
  const [baseline, setBaseline] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState('');
  const [errors, setErrors] = useState<Record<string, ValidationError>>({});

  const list = drafts ?? [];
  const dirty = drafts !== null && JSON.stringify(drafts) !== baseline;
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;

  // The first load, and fresh fields while nothing is being edited here (a sample template chosen on
  // the Settings tab brings its fields); unsaved edits are never replaced.
  useEffect(() => {
    if (!uses.data || dirtyNow.current) return;
    const loaded = uses.data.map(draftOf);
    setDrafts(loaded);
    setBaseline(JSON.stringify(loaded));
    setSelected((current) =>
      current !== null && loaded.some((draft) => draft.fieldId === current)
        ? current
        : (loaded[0]?.fieldId ?? null),
    );
  }, [uses.data]);
  const latest = useRef(list);
  latest.current = list;

  const save = async (): Promise<boolean> => {
    const current = latest.current;
    const { inputs, errors: found } = fieldUseInputs(current);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify(t('admin.errorSavingField'), 'error');
      return false;
    }
    try {
      await saveFieldUses(productId, inputs);
    } catch (error) {
      setErrors(userInputFailure(error)?.fields ?? {});
      notifyFailure(t, error, 'admin.errorSavingField');
      return false;
    }
    notify(t('admin.fieldSaved'), 'success');
    setBaseline(JSON.stringify(current));
    await queryClient.invalidateQueries({ queryKey: PRODUCT_FIELDS_KEY });
    return true;
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    onState({ dirty, save: () => saveRef.current() });
  }, [dirty, onState]);

  const reorder = (ids: string[]) =>
    setDrafts((current) => current && ids.map((id) => current.find((draft) => draft.fieldId === id)!));
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) =>
      reorder(
        dropReorder(
          list.map((draft) => draft.fieldId),
          [...event.keys].map(String),
          String(event.target.key),
          event.target.dropPosition === 'before' ? 'before' : 'after',
        ),
      ),
  });
  const change = (next: FieldUseDraft) =>
    setDrafts(
      (current) => current && current.map((draft) => (draft.fieldId === next.fieldId ? next : draft)),
    );
  const remove = async (draft: FieldUseDraft) => {
    const confirmed = await ask({
      message: t('admin.removeProductFieldConfirm', { name: labelOf(draft) }),
      confirmLabel: t('admin.removeProductField'),
    });
    if (!confirmed) return;
    setDrafts((current) => current && current.filter((candidate) => candidate.fieldId !== draft.fieldId));
    if (selected === draft.fieldId) setSelected(null);
  };
  // Fields by their labels in the admin's language (the field name is the shop's internal key).
  const labelOf = (draft: FieldUseDraft) =>
    resolvedField(draft, i18n.language, tenant.defaultLanguage).shownLabel;
  const addable = (library.data ?? []).filter((field) => !list.some((draft) => draft.fieldId === field.id));
  const add = () => {
    const field = addable.find((candidate) => candidate.id === adding);
    if (!field) return;
    setDrafts((current) => [...(current ?? []), draftOfLibraryField(field)]);
    setSelected(field.id);
    setAdding('');
  };

  if (drafts === null) {
    return (
      <p className={adminStyles.notice} role="status">
        {t(uses.isError ? 'common.genericError' : 'common.loading')}
      </p>
    );
  }
  const current = list.find((draft) => draft.fieldId === selected) ?? null;
  const index = current ? list.indexOf(current) : -1;
  const errorsOf = (at: number) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([key]) => key.startsWith(`fields.${at}.`))
        .map(([key, error]) => [key.slice(`fields.${at}.`.length), error]),
    );

  return (
    <div className={styles.tab} data-testid="product-fields-tab">
      <div className={styles.addRow}>
        <GridList
          aria-label={t('admin.productTabFields')}
          items={list}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={selected ? [selected] : []}
          onSelectionChange={(keys) =>
            setSelected(keys === 'all' ? null : String([...keys][0] ?? '') || null)
          }
          dragAndDropHooks={dragAndDropHooks}
          className={styles.list}
          // The rows' labels are in the UI language: switching it must render them again.
          dependencies={[i18n.language]}
          renderEmptyState={() => <p>{t('admin.noProductFields')}</p>}
          data-testid="product-field-list"
        >
          {(draft) => (
            <GridListItem id={draft.fieldId} textValue={labelOf(draft)} className={styles.listItem}>
              <AriaButton slot="drag" className={listStyles.dragHandle} aria-label={t('admin.dragToReorder')}>
                ⠿
              </AriaButton>
              <span className={styles.listName}>{labelOf(draft)}</span>
            </GridListItem>
          )}
        </GridList>
        {current && (
          <div className={adminStyles.actions}>
            <Button
              size="small"
              color="neutral"
              isDisabled={index <= 0}
              onPress={() => reorder(moveItem(list, index, index - 1).map((d) => d.fieldId))}
              aria-label={`${t('admin.moveUp')}: ${labelOf(current)}`}
            >
              ↑
            </Button>
            <Button
              size="small"
              color="neutral"
              isDisabled={index >= list.length - 1}
              onPress={() => reorder(moveItem(list, index, index + 1).map((d) => d.fieldId))}
              aria-label={`${t('admin.moveDown')}: ${labelOf(current)}`}
            >
              ↓
            </Button>
            <Button
              size="small"
              color="danger"
              onPress={() => void remove(current)}
              data-testid={`remove-field-${current.name}`}
            >
              {t('admin.removeProductField')}
            </Button>
          </div>
        )}
        <SelectField
          label={t('admin.addFieldFromLibrary')}
          name="add-field"
          value={adding}
          onChange={setAdding}
          options={addable.map((field) => ({
            id: field.id,
            label: localizedText(field.label, i18n.language, tenant.defaultLanguage) || field.name,
          }))}
          testId="add-field-select"
        />
        <Button size="small" color="neutral" isDisabled={!adding} onPress={add} data-testid="add-field">
          {t('admin.addField')}
        </Button>
      </div>
      {current ? (
        <FieldUseEditor
          key={current.fieldId}
          draft={current}
          others={list.filter((draft) => draft.fieldId !== current.fieldId)}
          errors={errorsOf(index)}
          onChange={change}
        />
      ) : null}
      <FieldsPreview drafts={list} />
    </div>
  );
}
