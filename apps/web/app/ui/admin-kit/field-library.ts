import { parseDecimal } from '@print/core/validation/admin-rules';
import type { ValidationError } from '@print/core/validation/messages';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { TableViewConfig } from './table-view.ts';

// A field library: the tenant's product fields, product meta fields and user fields (spec §2) are one
// screen each — field name, label, type, required, use; create, edit, delete; reordered by drag or
// keyboard — and differ only in what this describes (field-library-page.tsx draws them).

/** What every library field has. */
export type FieldLibraryRow = { id: string; type: string; required: boolean };

/** `K`: the list's query key (the app's keys are arrays of strings). */
export type FieldLibrary<T extends FieldLibraryRow, K extends QueryKey = string[]> = {
  /** Catalogue keys: the page title (also the table's name) and the add button. */
  titleKey: string;
  addKey: string;
  /** `<list>-search`, `<list>` (the columns menu) and `<list>-table`; `add` on the add button. */
  testIds: { list: string; add: string };
  /** The fields in their order; a reorder shows at once in this query's data. */
  query: UseQueryOptions<T[], Error, T[], K> & { queryKey: K };
  /** What a delete makes stale: the list and what is derived from it. */
  invalidates: QueryKey;
  nameOf: (field: T) => string;
  labelOf: (field: T, language: string, defaultLanguage: string) => string;
  /** The library's Use column, where it has one. */
  use?: { labelKey: string; text: (field: T, t: TFunction) => string };
  remove: (id: string) => Promise<void>;
  reorder: (ids: readonly string[]) => Promise<void>;
  /** The delete question (`{{name}}`); `typeName` where deleting deletes stored values too. */
  deleteQuestion: { messageKey: string; typeName: boolean };
  /** Create (field null) and edit. */
  Dialog: ComponentType<{ field: T | null; onClose: () => void }>;
};

/** The library's order is the order it is used in: no sorting, one page; search and columns. */
export const FIELD_LIBRARY_VIEW: TableViewConfig = {
  sort: null,
  sortable: [],
  pageSizes: [500],
  pageSize: 500,
  hideable: ['label', 'type', 'required', 'use'],
};

/** The translation key of a field type: 'textarea' → admin.fieldTypeTextarea. */
export const fieldTypeKey = (type: string): string =>
  `admin.fieldType${type.charAt(0).toUpperCase()}${type.slice(1)}`;

type NumberSetting = 'min' | 'max' | 'step';

/**
 * A number field's minimum, maximum and step as typed (decimals) turned into numbers — null when empty
 * or for another type — and 'validation.number' at each that is not a number.
 */
export function numberSettingsOf(
  values: { type: string } & Record<NumberSetting, string>,
): Record<NumberSetting, number | null> & { errors: Record<string, ValidationError> } {
  const errors: Record<string, ValidationError> = {};
  const number = (name: NumberSetting): number | null => {
    const text = values[name].trim();
    if (text === '' || values.type !== 'number') return null;
    const parsed = parseDecimal(text);
    if (parsed === undefined) errors[name] = { key: 'validation.number' };
    return parsed ?? null;
  };
  return { min: number('min'), max: number('max'), step: number('step'), errors };
}
