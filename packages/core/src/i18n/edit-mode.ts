import type { Right } from '../rights.ts';

/**
 * In-page editing (spec §4 "Editing mode", decision 0083). The floating button writes this cookie while
 * it is on; the root loader then renders marks (`data-edit`) and the ledger of catalogue texts, but only
 * for a session holding one of the editing rights. Pages with a session are never kept for others.
 */
export const EDIT_COOKIE = 'print_edit';

/** The kinds of in-page editing and the right each needs (spec §4: language, product, CMS controls). */
export const EDIT_KIND_RIGHTS = {
  language: 'translations.edit',
  product: 'catalog.write',
  cms: 'cms.edit',
} as const satisfies Record<string, Right>;

export type EditKind = keyof typeof EDIT_KIND_RIGHTS;
export const EDIT_KINDS = Object.keys(EDIT_KIND_RIGHTS) as EditKind[];

/** The kinds a user holding `rights` may edit in the page (empty: no editing mode at all). */
export function editableKinds(rights: readonly string[]): EditKind[] {
  return EDIT_KINDS.filter((kind) => rights.includes(EDIT_KIND_RIGHTS[kind]));
}

/** Whether the root renders the editing marks: a session with an editing right and the button's cookie. */
export function isEditingPage(
  rights: readonly string[] | undefined,
  cookieValue: string | undefined,
): boolean {
  return cookieValue === '1' && editableKinds(rights ?? []).length > 0;
}
