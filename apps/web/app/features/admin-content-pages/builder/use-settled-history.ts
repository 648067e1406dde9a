import { createUsePuck, useGetPuck } from '@puckeditor/core';
import { useCallback } from 'react';

const usePuck = createUsePuck();

/** Puck records a step 250 ms after the last change; waiting a little longer always finds it. */
const RECORD_WAIT_MS = 60;
const RECORD_WAIT_TRIES = 8;

/**
 * Undo and redo that never skip the latest change. Puck records a step of its history 250 ms after the
 * last change (so a word typed is one step), so an undo pressed sooner — a block moved by keyboard and
 * undone at once — would go back past it. These wait until the change is recorded, then step; undo is
 * offered while a change waits to be recorded too.
 */
export function useSettledHistory() {
  const getPuck = useGetPuck();
  const hasPast = usePuck((s) => s.history.hasPast);
  const hasFuture = usePuck((s) => s.history.hasFuture);
  const isPending = usePuck((s) => s.history.histories[s.history.index]?.state?.data !== s.appState.data);

  const whenRecorded = useCallback(
    (step: (history: ReturnType<typeof getPuck>['history']) => void) => {
      const attempt = (tries: number) => {
        const { appState, history } = getPuck();
        const recorded = history.histories[history.index]?.state?.data === appState.data;
        if (recorded || tries >= RECORD_WAIT_TRIES) step(history);
        else setTimeout(() => attempt(tries + 1), RECORD_WAIT_MS);
      };
      attempt(0);
    },
    [getPuck],
  );

  return {
    canUndo: hasPast || isPending,
    canRedo: hasFuture && !isPending,
    undo: useCallback(() => whenRecorded((history) => history.back()), [whenRecorded]),
    redo: useCallback(() => whenRecorded((history) => history.forward()), [whenRecorded]),
  };
}
