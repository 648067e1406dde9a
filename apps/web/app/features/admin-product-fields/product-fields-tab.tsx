import { CONDITION_KINDS } from '@print/core/catalog/product-field-use';
import { localizedText } from '@print/core/i18n/localized-text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useTabForm } from '../../lib/admin/use-tab-form.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
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
  type FieldUsesValues,
} from './field-use-draft.ts';
import { FieldUseEditor } from './field-use-editor.tsx';
import { FieldsPreview } from './fields-preview.tsx';
import {
  PRODUCT_FIELDS_KEY,
  productFieldLibraryQuery,
  productFieldUsesQuery,
  saveFieldUses,
  type FieldUse,
} from './product-fields-api.ts';
import styles from './product-fields.module.css';

/**
 * The product editor's Fields tab (spec §2; issue 15): the product's personalisation fields taken from
 * the field library, in form order (drag, or keyboard through the handle, or the move buttons), each
 * with its overrides and conditions, beside a live preview of the shop's form. Saved with the editor.
 */
export default function ProductFieldsTab({ productId, onState }: ProductTabProps) {
  const { t } = useTranslation();
  const uses = useQuery(productFieldUsesQuery(productId));
  if (!uses.data) {
    return (
      <p className={adminStyles.notice} role="status">
        {t(uses.isError ? 'common.genericError' : 'common.loading')}
      </p>
    );
  }
  return <FieldUsesForm productId={productId} loaded={uses.data} onState={onState} />;
}

const INPUTS = ['label', 'defaultValue', ...CONDITION_KINDS];

function FieldUsesForm({ productId, loaded, onState }: ProductTabProps & { loaded: readonly FieldUse[] }) {
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  const ask = useConfirmAction();
  const queryClient = useQueryClient();
  const library = useQuery(productFieldLibraryQuery);
  const form = useTabForm<FieldUsesValues>({
    defaultValues: { fields: loaded.map(draftOf) },
    rules: ({ fields }) => fieldUseInputs(fields).errors,
    onSubmit: ({ fields }) => saveFieldUses(productId, fieldUseInputs(fields).inputs),
    // Not awaited: the fields as stored replace the form's once it counts as unchanged (below).
    onSaved: () => void queryClient.invalidateQueries({ queryKey: PRODUCT_FIELDS_KEY }),
    // The server names errors by the field's place: `fields.<index>.<input>`.
    fieldNames: ({ fields }) =>
      fields.flatMap((_draft, index) => INPUTS.map((input) => `fields.${index}.${input}`)),
    savedKey: 'admin.fieldSaved',
    failedKey: 'admin.errorSavingField',
    refreshProducts: false,
    onState,
  });
  const { fields: list } = form.values;
  // The fields as an array value (not useFieldArray: its code would land in the chunk the shop's form
  // pages share with the admin, over their size budgets).
  const fieldsNow = () => form.form.getValues('fields');
  const [selected, setSelected] = useState<string | null>(list[0]?.fieldId ?? null);
  const [adding, setAdding] = useState('');

  // Fresh fields while nothing is being edited here (a sample template chosen on the Settings tab
  // brings its fields; the fields as stored after a save); unsaved edits are never replaced.
  const dirtyNow = useRef(form.isDirty);
  dirtyNow.current = form.isDirty;
  const { reset } = form.form;
  useEffect(() => {
    if (dirtyNow.current) return;
    const fresh = loaded.map(draftOf);
    reset({ fields: fresh });
    setSelected((current) =>
      current !== null && fresh.some((draft) => draft.fieldId === current)
        ? current
        : (fresh[0]?.fieldId ?? null),
    );
  }, [loaded, reset]);

  const reorder = (ids: string[]) =>
    form.setValue(
      'fields',
      ids.map((id) => fieldsNow().find((draft) => draft.fieldId === id)!),
    );
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
  const remove = async (draft: FieldUseDraft) => {
    const confirmed = await ask({
      message: t('admin.removeProductFieldConfirm', { name: labelOf(draft) }),
      confirmLabel: t('admin.removeProductField'),
    });
    if (!confirmed) return;
    form.setValue(
      'fields',
      fieldsNow().filter((candidate) => candidate.fieldId !== draft.fieldId),
    );
    if (selected === draft.fieldId) setSelected(null);
  };
  // Fields by their labels in the admin's language (the field name is the shop's internal key).
  const labelOf = (draft: FieldUseDraft) =>
    resolvedField(draft, i18n.language, tenant.defaultLanguage).shownLabel;
  const addable = (library.data ?? []).filter((field) => !list.some((draft) => draft.fieldId === field.id));
  const add = () => {
    const field = addable.find((candidate) => candidate.id === adding);
    if (!field) return;
    form.setValue('fields', [...fieldsNow(), draftOfLibraryField(field)]);
    setSelected(field.id);
    setAdding('');
  };

  const current = list.find((draft) => draft.fieldId === selected) ?? null;
  const index = current ? list.indexOf(current) : -1;

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
          form={form}
          index={index}
          others={list.filter((draft) => draft.fieldId !== current.fieldId)}
        />
      ) : null}
      {form.notice && <p role="alert">{form.notice}</p>}
      <FieldsPreview drafts={list} />
    </div>
  );
}
