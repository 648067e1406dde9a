import { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { registeredSession, testShellData } from '../../../shell/test-helpers.tsx';
import { mountHarness } from '../../../testing/mount-harness.tsx';
import type { ProductTabProps } from '../product-editor-tab.ts';

// What the browser harnesses of the product editor's tabs share: the providers the admin shell gives
// a tab, and a stand-in for the editor (AdminEditor) that keeps the tab's state as the editor does and
// saves it from a form of its own ('tab-form', Save 'tab-save'; 'tab-dirty' says whether it changed).

/** The stand-in editor around one tab: its Save calls the tab's save, as the editor's Save does. */
export function TabHost({ tab: Tab }: { tab: ComponentType<ProductTabProps> }) {
  const [dirty, setDirty] = useState(false);
  const save = useRef<() => Promise<boolean>>(async () => false);
  const onState = useCallback((state: { dirty: boolean; save: () => Promise<boolean> }) => {
    save.current = state.save;
    setDirty(state.dirty);
  }, []);
  return (
    <form
      data-testid="tab-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save.current();
      }}
    >
      <output data-testid="tab-dirty">{String(dirty)}</output>
      <button type="submit" data-testid="tab-save">
        Save
      </button>
      <Tab productId="p1" onState={onState} />
    </form>
  );
}

/** Shows `pages[path]` inside the admin's providers, signed in; 'ready' shows once it is mounted. */
export function mountProductTabs(pages: Record<string, ReactNode>, path: string) {
  mountHarness(pages, {
    path,
    shell: testShellData(registeredSession),
    header: <output data-testid="ready">ready</output>,
  });
}
