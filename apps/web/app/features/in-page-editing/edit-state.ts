import { EDIT_KINDS, type EditKind } from '@print/core/i18n/edit-mode';

/**
 * The editing mode's switches (spec §4 "Editing mode"): the floating button (`fab`) and one control per
 * kind, kept in the browser's local storage under `print.editMode`, with a previous state that can be
 * saved and restored. A kind's editor is active only when the button and its control are both on; the
 * controls are shown only while the button is on.
 */
export const EDIT_STATE_KEY = 'print.editMode';

export type EditSwitches = { fab: boolean } & Record<EditKind, boolean>;
export type EditState = EditSwitches & { previous?: EditSwitches };

export const ALL_OFF: EditState = { fab: false, language: false, product: false, cms: false };

function switchesOf(value: unknown): EditSwitches | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const switches = { fab: record.fab === true } as EditSwitches;
  for (const kind of EDIT_KINDS) switches[kind] = record[kind] === true;
  return switches;
}

/** The stored state; all off when there is none or it is not readable (another version, private mode). */
export function parseEditState(stored: string | null): EditState {
  if (!stored) return ALL_OFF;
  try {
    const value: unknown = JSON.parse(stored);
    const switches = switchesOf(value);
    if (!switches) return ALL_OFF;
    const previous = switchesOf((value as { previous?: unknown }).previous);
    return previous ? { ...switches, previous } : switches;
  } catch {
    return ALL_OFF;
  }
}

/** Whether the editor of `kind` is active: the button and its control are both on. */
export function isKindActive(state: EditState, kind: EditKind): boolean {
  return state.fab && state[kind];
}

/** The kinds whose editors are active (what the outline layer shows). */
export function activeKinds(state: EditState): EditKind[] {
  return EDIT_KINDS.filter((kind) => isKindActive(state, kind));
}

/** The current switches kept as the previous state (what a later restore brings back). */
export function savePrevious(state: EditState): EditState {
  const { previous: _, ...switches } = state;
  return { ...switches, previous: switches };
}

/** Back to the saved previous state (kept, so it can be restored again); unchanged without one. */
export function restorePrevious(state: EditState): EditState {
  return state.previous ? { ...state.previous, previous: state.previous } : state;
}

/**
 * The floating button. Off: the switches as they were are saved as the previous state, everything
 * goes off. On: the previous state comes back, or, the first time, every kind the user may edit.
 */
export function toggleFab(state: EditState, allowed: readonly EditKind[]): EditState {
  if (state.fab) return { ...ALL_OFF, previous: savePrevious(state).previous };
  if (state.previous?.fab) return restorePrevious(state);
  const on = { ...ALL_OFF, fab: true };
  for (const kind of allowed) on[kind] = true;
  return state.previous ? { ...on, previous: state.previous } : on;
}

/** One control; it only changes while the button is on (the controls show only then). */
export function toggleKind(state: EditState, kind: EditKind): EditState {
  return state.fab ? { ...state, [kind]: !state[kind] } : state;
}

/** The state kept in `storage`, read safely (storage can refuse access in private modes). */
export function readEditState(storage: Storage | undefined): EditState {
  try {
    return parseEditState(storage?.getItem(EDIT_STATE_KEY) ?? null);
  } catch {
    return ALL_OFF;
  }
}

export function writeEditState(storage: Storage | undefined, state: EditState): void {
  try {
    storage?.setItem(EDIT_STATE_KEY, JSON.stringify(state));
  } catch {
    // A full or refused storage: the mode still works for this page.
  }
}

/**
 * Calls `listener` with the new state when another tab changes it (the `storage` event fires only in
 * the other tabs of the origin). Returns the unsubscribe function.
 */
export function onEditStateOfOtherTabs(listener: (state: EditState) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === EDIT_STATE_KEY || event.key === null) listener(parseEditState(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
