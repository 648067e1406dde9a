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

/** What Save sends: the edited variants (not the removed ones) and the removals. */
export function saveRequest(state: VariantsState): { variants: VariantChange[]; removedIds: string[] } {
  return {
    variants: Object.values(state.edits)
      .filter((draft) => !state.removed.includes(draft.id))
      .map(changeOf),
    removedIds: [...state.removed],
  };
}
