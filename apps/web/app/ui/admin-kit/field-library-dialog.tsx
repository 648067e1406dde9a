import type { ValidationError } from '@print/core/validation/messages';
import type { QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../checkbox.tsx';
import { SelectField } from '../select-field.tsx';
import { TextField } from '../text-field.tsx';
import { AdminFormDialog } from './admin-form-dialog.tsx';
import { fieldTypeKey } from './field-library.ts';
import { useAdminForm } from './use-admin-form.ts';
import type { BoundField } from '../form/use-app-form.ts';
import styles from './admin-kit.module.css';

// The create/edit dialog of a field library (field-library.ts): name, type, labels and required are
// every library's; each library adds its own inputs (defaults, a select's options, number settings).

/** What every library field's form holds. */
export type FieldFormValues = { type: string; required: boolean };

/** The keys of the form's text values (the field name is one of them). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** A library field's form: the one form approach (useAppForm) and whether it adds a field. */
export type FieldLibraryForm<V extends FieldFormValues> = {
  values: V;
  /** Binds the input of one value (named as the value). */
  field: <K extends keyof V & string>(name: K) => BoundField<V[K]>;
  isNew: boolean;
  isDirty: boolean;
  isSubmitting: boolean;
  notice: string | null;
  submit: () => Promise<boolean>;
  onClose: () => void;
};

type FormOptions<V, I> = {
  isNew: boolean;
  start: () => V;
  /** The input to send and the rules' errors (an error of no input shows above the buttons). */
  check: (values: V) => { input: I; errors: Record<string, ValidationError> };
  save: (input: I) => Promise<unknown>;
  /** The form's input names: the errors of others show above the buttons. */
  fieldNames: readonly string[];
  /** The success message; 'Field saved' unless the library has its own (spec §8 'User fields saved'). */
  savedKey?: string;
  /** The library's list, fresh when the dialog closes after saving. */
  invalidates: QueryKey;
  onClose: () => void;
};

/** The state and saving of a library field's form ('Field saved', or the failure with what was typed). */
export function useFieldLibraryForm<V extends FieldFormValues, I>(options: FormOptions<V, I>) {
  const { isNew, check, onClose } = options;
  const [defaultValues] = useState(options.start);
  const form = useAdminForm<V>({
    defaultValues,
    rules: (values) => check(values).errors,
    onSubmit: (values) => options.save(check(values).input),
    fieldNames: options.fieldNames,
    savedKey: options.savedKey ?? 'admin.fieldSaved',
    failedKey: isNew ? 'admin.errorCreatingField' : 'admin.errorSavingField',
    invalidates: options.invalidates,
    onSaved: onClose,
  });
  const result: FieldLibraryForm<V> = {
    values: form.values,
    // The library's values are flat: a key is the value's path (a cast react-hook-form cannot prove).
    field: (name) => form.field(name as unknown as Path<V>) as BoundField<V[typeof name]>,
    isNew,
    isDirty: form.isDirty,
    isSubmitting: form.isSubmitting,
    notice: form.notice,
    submit: form.submit,
    onClose,
  };
  return result;
}

type DialogProps<V extends FieldFormValues> = {
  form: FieldLibraryForm<V>;
  /** Catalogue keys of the title when adding and when editing. */
  titleKeys: { add: string; edit: string };
  /** `<testId>-form` on the dialog, `save-<testId>` on Save, `<testId>-type` and `<testId>-required`. */
  testId: string;
  /** The input of the field's name. */
  nameInput: TextKey<V>;
  types: readonly V['type'][];
  /** The label per language, in the grid after name and type. */
  labels: ReactNode;
  /** The default value's input, after the labels. */
  defaults?: ReactNode;
  /** The type's own settings, below the grid. */
  children?: ReactNode;
  /** Checkboxes beside Required. */
  checks?: ReactNode;
};

/** Create or edit a library field: Enter saves, closing asks first when something was typed. */
export function FieldLibraryDialog<V extends FieldFormValues>({
  form,
  titleKeys,
  testId,
  nameInput,
  types,
  labels,
  defaults,
  children,
  checks,
}: DialogProps<V>) {
  const { t } = useTranslation();
  const { field } = form;
  const type = field('type');
  const required = field('required');
  return (
    <AdminFormDialog
      title={t(form.isNew ? titleKeys.add : titleKeys.edit)}
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      notice={form.notice}
      onSubmit={() => void form.submit()}
      onClose={form.onClose}
      testId={`${testId}-form`}
      saveTestId={testId}
    >
      <div className={styles.formGrid}>
        <TextField
          label={t('admin.colFieldName')}
          {...(field(nameInput as keyof V & string) as unknown as BoundField<string>)}
          autoComplete="off"
          isRequired
          autoFocus
        />
        <SelectField
          label={t('admin.colType')}
          {...type}
          onChange={(value) => type.onChange(value as V['type'])}
          isRequired
          options={types.map((id) => ({ id, label: t(fieldTypeKey(id)) }))}
          testId={`${testId}-type`}
        />
        {labels}
        {defaults}
      </div>
      {children}
      <div className={styles.toolbar}>
        <Checkbox isSelected={required.value} onChange={required.onChange} testId={`${testId}-required`}>
          {t('admin.colRequired')}
        </Checkbox>
        {checks}
      </div>
    </AdminFormDialog>
  );
}

type NumberValues = FieldFormValues & { min: string; max: string; step: string };

const NUMBER_SETTINGS = [
  { name: 'min', labelKey: 'admin.fieldMin' },
  { name: 'max', labelKey: 'admin.fieldMax' },
  { name: 'step', labelKey: 'admin.fieldStep' },
] as const;

/** A number field's minimum, maximum and step (decimals as typed), and what a library adds to them. */
export function NumberSettings<V extends NumberValues>({
  form,
  children,
}: {
  form: FieldLibraryForm<V>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.formGrid}>
      {NUMBER_SETTINGS.map(({ name, labelKey }) => (
        <TextField
          key={name}
          label={t(labelKey)}
          {...(form.field(name) as BoundField<string>)}
          inputMode="decimal"
        />
      ))}
      {children}
    </div>
  );
}
