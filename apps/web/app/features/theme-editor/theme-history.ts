import type { Theme } from '@print/core/theme/types';

// The editor's undo history (issue 26): the themes before and after the present one, each step named by
// what changed ("Primary · Background"). Bounded, so a long session keeps at most HISTORY_LIMIT steps
// back. A run of changes of the same thing in quick succession is one step: a colour dragged across the
// picker sends a change per pointer move, typed text one per key, and undo takes the whole gesture back.

export const HISTORY_LIMIT = 100;
/** Changes of the same thing closer together than this join the step before (ms). */
export const STEP_JOIN_MS = 1000;

type Step = { theme: Theme; what: string };

export type ThemeHistory = {
  past: readonly Step[];
  present: Theme;
  /** What the present theme's step changed ('' for the start), and when (ms). */
  what: string;
  at: number;
  future: readonly Step[];
};

export const startHistory = (theme: Theme): ThemeHistory => ({
  past: [],
  present: theme,
  what: '',
  at: 0,
  future: [],
});

/** The theme changed by `what` at `now`: a new step, or the last one continued (see above). */
export function recordChange(history: ThemeHistory, next: Theme, what: string, now: number): ThemeHistory {
  if (next === history.present) return history;
  const continues =
    what !== '' && what === history.what && history.future.length === 0 && now - history.at < STEP_JOIN_MS;
  if (continues) return { ...history, present: next, at: now };
  const past = [...history.past, { theme: history.present, what: history.what }].slice(-HISTORY_LIMIT);
  return { past, present: next, what, at: now, future: [] };
}

/** One step back (the step's name stays with it for redo); unchanged at the start. */
export function undo(history: ThemeHistory): ThemeHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous.theme,
    what: previous.what,
    at: 0,
    future: [{ theme: history.present, what: history.what }, ...history.future],
  };
}

/** The step undone last, again; unchanged when nothing was undone. */
export function redo(history: ThemeHistory): ThemeHistory {
  const next = history.future[0];
  if (!next) return history;
  return {
    past: [...history.past, { theme: history.present, what: history.what }].slice(-HISTORY_LIMIT),
    present: next.theme,
    what: next.what,
    at: 0,
    future: history.future.slice(1),
  };
}

/** What undo would take back and redo would do again (for the buttons' names). */
export const undoName = (history: ThemeHistory): string | null =>
  history.past.length > 0 ? history.what : null;
export const redoName = (history: ThemeHistory): string | null => history.future[0]?.what ?? null;
