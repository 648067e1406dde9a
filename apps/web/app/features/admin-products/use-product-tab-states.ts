import { useCallback, useMemo, useRef, useState } from 'react';
import type { ProductTabProps } from '../../lib/admin/product-editor-tab.ts';

type TabState = Parameters<ProductTabProps['onState']>[0];

/**
 * Saves the tabs with changes one after the other, in the tabs' order; true when every one saved. A
 * failing tab does not stop the others (it keeps its changes and shows its own errors).
 */
export async function saveDirtyTabs(
  tabIds: readonly string[],
  states: ReadonlyMap<string, TabState>,
): Promise<boolean> {
  let allSaved = true;
  for (const id of tabIds) {
    const state = states.get(id);
    if (!state?.dirty) continue;
    const saved = await state.save().catch(() => false);
    allSaved &&= saved;
  }
  return allSaved;
}

/**
 * The product editor's view of its tabs: which have unsaved changes, and saving them. A tab reports
 * through its own `onState`; the editor is dirty while any tab is. Saving saves the dirty tabs one after
 * the other, in the tabs' order, each with its own toasts; it succeeds when every one of them did (a
 * tab that failed stays dirty and shows its errors, the others are saved all the same).
 */
export function useProductTabStates(tabIds: readonly string[]) {
  const states = useRef(new Map<string, TabState>());
  const [dirtyIds, setDirtyIds] = useState<ReadonlySet<string>>(new Set());
  const [isSaving, setSaving] = useState(false);
  const saving = useRef(false);

  const reporters = useMemo(
    () =>
      new Map(
        tabIds.map((id) => [
          id,
          (state: TabState) => {
            states.current.set(id, state);
            setDirtyIds((current) => {
              if (current.has(id) === state.dirty) return current;
              const next = new Set(current);
              if (state.dirty) next.add(id);
              else next.delete(id);
              return next;
            });
          },
        ]),
      ),
    [tabIds],
  );

  const save = useCallback(async (): Promise<boolean> => {
    // A second Save while the first runs (a double click) waits for nothing and sends nothing.
    if (saving.current) return false;
    saving.current = true;
    setSaving(true);
    try {
      return await saveDirtyTabs(tabIds, states.current);
    } finally {
      saving.current = false;
      setSaving(false);
    }
  }, [tabIds]);

  return {
    isDirty: dirtyIds.size > 0,
    isSaving,
    save,
    /** The `onState` of the tab with this id (stable, so tabs may list it in their effects). */
    reporterOf: (id: string) => reporters.get(id)!,
  };
}
