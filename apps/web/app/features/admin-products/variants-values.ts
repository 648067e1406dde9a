import { validateVariant } from '@print/core/catalog/variant-rules';
import type { ValidationError } from '@print/core/validation/messages';
import type { AdminVariant, VariantChange } from './variants-api.ts';

// The Variants tab's state without React (spec §4 "Variant removal is final only after saving"): the
// variants as stored, the edits and the removals waiting for Save, and what Save sends.

/** A variant as the form edits it: texts only, the archived date as yyyy-mm-dd ('' = not archived). */
export type VariantDraft = {
  id: string;
  code: string;
  name: Record<string, string>;
  published: boolean;
  archivedAt: string;
  fieldValues: Record<string, string>;
};

export type VariantsState = { edits: Record<string, VariantDraft>; removed: readonly string[] };

export const NO_CHANGES: VariantsState = { edits: {}, removed: [] };

const texts = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

export function draftOf(variant: AdminVariant): VariantDraft {
  return {
    id: variant.id,
    code: variant.code,
    name: texts(variant.name),
    published: variant.published,
    archivedAt: variant.archivedAt?.slice(0, 10) ?? '',
    fieldValues: texts(variant.fieldValues),
  };
}

const same = (a: VariantDraft, b: VariantDraft) => JSON.stringify(a) === JSON.stringify(b);

/** The variant as the tab shows it: with its waiting edit. */
export const currentDraft = (variant: AdminVariant, state: VariantsState): VariantDraft =>
  state.edits[variant.id] ?? draftOf(variant);

export function editVariant(state: VariantsState, stored: AdminVariant, draft: VariantDraft): VariantsState {
  const edits = { ...state.edits };
  if (same(draft, draftOf(stored))) delete edits[draft.id];
  else edits[draft.id] = draft;
  return { ...state, edits };
}

export const removeVariant = (state: VariantsState, id: string): VariantsState =>
  state.removed.includes(id) ? state : { ...state, removed: [...state.removed, id] };

export const restoreVariant = (state: VariantsState, id: string): VariantsState => ({
  ...state,
  removed: state.removed.filter((removed) => removed !== id),
});

/** Forgets what no longer exists (a variant unlinked or removed elsewhere). */
export function keepExisting(state: VariantsState, variants: readonly AdminVariant[]): VariantsState {
  const ids = new Set(variants.map((variant) => variant.id));
  return {
    edits: Object.fromEntries(Object.entries(state.edits).filter(([id]) => ids.has(id))),
    removed: state.removed.filter((id) => ids.has(id)),
  };
}

export const hasChanges = (state: VariantsState) =>
  Object.keys(state.edits).length > 0 || state.removed.length > 0;

export const changeOf = (draft: VariantDraft): VariantChange => ({
  id: draft.id,
  code: draft.code,
  name: draft.name,
  published: draft.published,
  archivedAt: draft.archivedAt,
  fieldValues: draft.fieldValues,
});

/** The edited variants Save sends (not the removed ones), in the order it sends them. */
export const sentDrafts = (state: VariantsState): VariantDraft[] =>
  Object.values(state.edits).filter((draft) => !state.removed.includes(draft.id));

/** What Save sends: the edited variants (not the removed ones) and the removals. */
export function saveRequest(state: VariantsState): { variants: VariantChange[]; removedIds: string[] } {
  return { variants: sentDrafts(state).map(changeOf), removedIds: [...state.removed] };
}

/** Empty field values inherit the product's: they are not the variant's own. */
export const withoutInherited = (draft: VariantDraft): VariantDraft => ({
  ...draft,
  fieldValues: Object.fromEntries(
    Object.entries(draft.fieldValues).filter(([, value]) => value.trim() !== ''),
  ),
});

export type VariantRuleOptions = { defaultLanguage: string; fieldNames: readonly string[] };

/** The shared rules (@print/core) on a draft, as the server runs them on what is sent. */
export const checkVariant = (draft: VariantDraft, options: VariantRuleOptions) =>
  validateVariant({ ...withoutInherited(draft), archivedAt: draft.archivedAt.trim() || null }, options);

/** A variant's input names (the dialog's, and the server's for one variant): code, names, date, values. */
export const variantInputNames = (languages: readonly string[], fieldNames: readonly string[]): string[] => [
  'code',
  'archivedAt',
  ...languages.map((language) => `name.${language}`),
  ...fieldNames.map((name) => `fieldValues.${name}`),
];

/** The tab's name of an input of a waiting edit: by the variant's id, as rows come and go. */
export const editInputName = (id: string, input: string) => `variants.${id}.${input}`;

/** The errors of one variant's edit, by the dialog's input names. */
export function editErrors(
  errors: Readonly<Record<string, ValidationError>>,
  id: string,
): Record<string, ValidationError> {
  const prefix = editInputName(id, '');
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, error]) => [name.slice(prefix.length), error]),
  );
}

/** The rules on every variant Save sends, by the tab's input names; nothing is sent while they fail. */
export function checkEdits(
  state: VariantsState,
  options: VariantRuleOptions,
): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  for (const draft of sentDrafts(state)) {
    const check = checkVariant(draft, options);
    for (const [input, error] of Object.entries(check.errors)) errors[editInputName(draft.id, input)] = error;
  }
  return errors;
}

/**
 * The tab's name for a field error of a refused Save: the input guard names it by the variant's place
 * in what was sent (`variants.<index>.code`), the variants' rules by the input alone (`code`), which
 * is the variant's when only one was sent; anything else stays as named (shown above the list).
 */
export function sentInputName(serverName: string, sentIds: readonly string[]): string {
  const placed = /^variants\.(\d+)\.(.+)$/.exec(serverName);
  if (placed) {
    const id = sentIds[Number(placed[1])];
    return id ? editInputName(id, placed[2]!) : serverName;
  }
  return sentIds.length === 1 ? editInputName(sentIds[0]!, serverName) : serverName;
}
