import type { ValidationError } from '@print/core/validation/messages';
import type { QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../checkbox.tsx';
import { SelectField } from '../select-field.tsx';
import { TextField } from '../text-field.tsx';
import { AdminFormDialog } from './admin-form-dialog.tsx';
import { fieldTypeKey } from './field-library.ts';
import { useFormSave } from './use-form-save.ts';
import styles from './admin-kit.module.css';

// The create/edit dialog of a field library (field-library.ts): name, type, labels and required are
// every library's; each library adds its own inputs (defaults, a select's options, number settings).

/** What every library field's form holds. */
export type FieldFormValues = { type: string; required: boolean };

/** The keys of the form's text values (the field name is one of them). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

export type FieldLibraryForm<V, I> = {
  values: V;
  /** Sets one value: `set('label')` is an input's onChange. */
  set: <K extends keyof V>(name: K) => (value: V[K]) => void;
  isNew: boolean;
  isDirty: boolean;
  isSaving: boolean;
  notice: string | null;
  fieldError: (name: string) => string | null;
  /** Saves the input, or shows the rules' errors without sending (one of no input above the buttons). */
  submit: (input: I, errors: Record<string, ValidationError>) => void;
  onClose: () => void;
};

type FormOptions<V, I> = {
  isNew: boolean;
  start: () => V;
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
  const { isNew, fieldNames, onClose } = options;
  const [initial] = useState(options.start);
  const [values, setValues] = useState(initial);
  const form = useFormSave({
    save: options.save,
    fieldNames,
    savedKey: options.savedKey ?? 'admin.fieldSaved',
    failedKey: isNew ? 'admin.errorCreatingField' : 'admin.errorSavingField',
    invalidates: options.invalidates,
    onSaved: onClose,
  });
  const result: FieldLibraryForm<V, I> = {
    values,
    set: (name) => (value) => setValues((current) => ({ ...current, [name]: value })),
    isNew,
    isDirty: JSON.stringify(values) !== JSON.stringify(initial),
    isSaving: form.isSaving,
    notice: form.notice,
    fieldError: form.fieldError,
    submit: (input, errors) => {
      if (Object.keys(errors).length === 0) {
        form.save(input);
        return;
      }
      const unplaced = Object.entries(errors).find(([name]) => !fieldNames.includes(name))?.[1] ?? null;
      form.refuse(errors, unplaced);
    },
    onClose,
  };
  return result;
}

type DialogProps<V extends FieldFormValues, I> = {
  form: FieldLibraryForm<V, I>;
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
  onSubmit: () => void;
};

/** Create or edit a library field: Enter saves, closing asks first when something was typed. */
export function FieldLibraryDialog<V extends FieldFormValues, I>({
  form,
  titleKeys,
  testId,
  nameInput,
  types,
  labels,
  defaults,
  children,
  checks,
  onSubmit,
}: DialogProps<V, I>) {
  const { t } = useTranslation();
  const { values, set, fieldError } = form;
  const name = String(nameInput);
  return (
    <AdminFormDialog
      title={t(form.isNew ? titleKeys.add : titleKeys.edit)}
      isDirty={form.isDirty}
      isSaving={form.isSaving}
      notice={form.notice}
      onSubmit={onSubmit}
      onClose={form.onClose}
      testId={`${testId}-form`}
      saveTestId={testId}
    >
      <div className={styles.formGrid}>
        <TextField
          label={t('admin.colFieldName')}
          name={name}
          autoComplete="off"
          isRequired
          value={values[nameInput] as string}
          onChange={set(nameInput) as (value: string) => void}
          errorMessage={fieldError(name)}
          autoFocus
        />
        <SelectField
          label={t('admin.colType')}
          name="type"
          isRequired
          value={values.type}
          onChange={(type) => set('type')(type as V['type'])}
          options={types.map((type) => ({ id: type, label: t(fieldTypeKey(type)) }))}
          errorMessage={fieldError('type')}
          testId={`${testId}-type`}
        />
        {labels}
        {defaults}
      </div>
      {children}
      <div className={styles.toolbar}>
        <Checkbox isSelected={values.required} onChange={set('required')} testId={`${testId}-required`}>
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
export function NumberSettings<V extends NumberValues, I>({
  form,
  children,
}: {
  form: FieldLibraryForm<V, I>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.formGrid}>
      {NUMBER_SETTINGS.map(({ name, labelKey }) => (
        <TextField
          key={name}
          label={t(labelKey)}
          name={name}
          inputMode="decimal"
          value={form.values[name]}
          onChange={form.set(name) as (value: string) => void}
          errorMessage={form.fieldError(name)}
        />
      ))}
      {children}
    </div>
  );
}
