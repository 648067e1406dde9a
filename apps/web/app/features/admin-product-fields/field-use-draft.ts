import {
  CONDITION_KINDS,
  conditionOf,
  simpleCondition,
  validateFieldUse,
  type ConditionKind,
  type SimpleCondition,
} from '@print/core/catalog/product-field-use';
import { localizedText, type LocalizedText } from '@print/core/i18n/localized-text';
import type { ProductField, ProductFieldType } from '@print/core/print/product-field';
import type { ValidationError } from '@print/core/validation/messages';
import { languageTexts } from './localized-text-fields.tsx';
import type { FieldUse, LibraryField, ProductFieldUseInput } from './product-fields-api.ts';

// The Fields tab's working copy of a product's fields: what the admin edits, what the live preview
// shows (the fields as the shop resolves them) and what is sent when saving.

export type RequiredChoice = 'inherit' | 'yes' | 'no';

export type FieldUseDraft = Omit<FieldUse, 'label' | 'required' | 'defaultValue' | 'conditions'> & {
  /** Override texts per language; '' (or absent) = the library's. */
  label: LocalizedText;
  required: RequiredChoice;
  /** '' = the library's default. */
  defaultValue: string;
  conditions: Record<ConditionKind, SimpleCondition | null>;
};

/** The Fields tab's form: the product's fields in form order. */
export type FieldUsesValues = { fields: FieldUseDraft[] };

export function draftOf(use: FieldUse): FieldUseDraft {
  return {
    ...use,
    label: { ...(use.label ?? {}) },
    required: use.required === null ? 'inherit' : use.required ? 'yes' : 'no',
    defaultValue: use.defaultValue ?? '',
    conditions: {
      showWhen: simpleCondition(use.conditions.showWhen),
      hideWhen: simpleCondition(use.conditions.hideWhen),
      optionalWhen: simpleCondition(use.conditions.optionalWhen),
    },
  };
}

/** A library field newly added to the product: everything inherited, no conditions. */
export function draftOfLibraryField(field: LibraryField): FieldUseDraft {
  return draftOf({
    fieldId: field.id,
    name: field.name,
    type: field.type,
    options: field.options,
    min: field.min ?? null,
    max: field.max ?? null,
    step: field.step ?? null,
    libraryLabel: field.label,
    libraryRequired: field.required,
    libraryDefault: field.defaultValue || field.defaultUrl || null,
    label: null,
    required: null,
    defaultValue: null,
    conditions: {},
  });
}

const isRequired = (draft: FieldUseDraft) =>
  draft.required === 'inherit' ? draft.libraryRequired : draft.required === 'yes';

/**
 * The field as the shop will resolve it (overrides over the library), in core's model. A library label
 * without a text in `language` falls back as every stored text does (regional fallback, then the
 * tenant's default language), not to whichever language happens to be stored first.
 */
export function resolvedField(
  draft: FieldUseDraft,
  language: string,
  tenantDefault: string,
): ProductField & { shownLabel: string } {
  const label =
    draft.label[language]?.trim() || localizedText(draft.libraryLabel, language, tenantDefault) || draft.name;
  const conditions = Object.fromEntries(
    CONDITION_KINDS.flatMap((kind) => {
      const condition = draft.conditions[kind];
      return condition && condition.field ? [[kind, conditionOf(condition)]] : [];
    }),
  );
  const defaultValue = draft.defaultValue.trim() || draft.libraryDefault || '';
  return {
    name: draft.name,
    label: { [language]: label },
    shownLabel: label,
    type: draft.type as ProductFieldType,
    required: isRequired(draft),
    ...(defaultValue ? { defaultValue } : {}),
    ...(draft.options.length ? { options: draft.options.map((option) => option.value) } : {}),
    ...(draft.min !== null ? { min: draft.min } : {}),
    ...(draft.max !== null ? { max: draft.max } : {}),
    ...(draft.step !== null ? { step: draft.step } : {}),
    conditions,
  };
}

/** What is sent for one field, and the shared rules' errors keyed as the server keys them. */
export function fieldUseInputs(drafts: readonly FieldUseDraft[]): {
  inputs: ProductFieldUseInput[];
  errors: Record<string, ValidationError>;
} {
  const names = drafts.map((draft) => draft.name);
  const errors: Record<string, ValidationError> = {};
  const inputs = drafts.map((draft, index) => {
    const label = Object.fromEntries(Object.entries(draft.label).filter(([, text]) => text.trim() !== ''));
    const conditions = Object.fromEntries(
      CONDITION_KINDS.flatMap((kind) => {
        const condition = draft.conditions[kind];
        return condition && condition.field ? [[kind, conditionOf(condition)]] : [];
      }),
    );
    const found = validateFieldUse(
      {
        fieldId: draft.fieldId,
        label: Object.keys(label).length ? label : null,
        required: draft.required === 'inherit' ? null : draft.required === 'yes',
        defaultValue: draft.defaultValue.trim() || null,
        conditions,
      },
      {
        name: draft.name,
        type: draft.type as ProductFieldType,
        options: draft.options.map((option) => option.value),
      },
      names,
    );
    for (const [input, error] of Object.entries(found)) errors[`fields.${index}.${input}`] = error;
    const input: ProductFieldUseInput = {
      fieldId: draft.fieldId,
      label: languageTexts(label),
      ...(draft.required === 'inherit' ? {} : { required: draft.required === 'yes' }),
      ...(draft.defaultValue.trim() ? { defaultValue: draft.defaultValue.trim() } : {}),
    };
    for (const kind of CONDITION_KINDS) {
      const condition = draft.conditions[kind];
      if (condition && condition.field) input[kind] = condition;
    }
    return input;
  });
  return { inputs, errors };
}
