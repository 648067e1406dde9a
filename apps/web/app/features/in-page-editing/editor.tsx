import type { EditKind } from '@print/core/i18n/edit-mode';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Button, Dialog, Popover, Switch, ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDismissOnLeave } from './dismiss-on-leave.ts';
import { activeKinds } from './edit-state.ts';
import styles from './editor.module.css';
import { useMarkFocus } from './mark-focus.ts';
import { MARK_SELECTORS, marksOf, OutlineLayer } from './outline-layer.tsx';
import { PAGE_TEXT_MARK, pageTextOf, type OpenPageText } from './page-text-mark.ts';
import { useEditState } from './use-edit-state.ts';
import { useLedgerMarks } from './use-ledger-marks.ts';
import { keysOfMark, useMarkOpen, type MarkOpener } from './use-mark-open.ts';
import type { OpenCatalogText } from './catalog-text-popover.tsx';
import type { OpenText } from './text-popover.tsx';

// The text editors load when first opened: the gate's preload list of this chunk (in every page's
// first load) stays as short as it was.
const TextPopover = lazy(() =>
  import('./text-popover.tsx').then((module) => ({ default: module.TextPopover })),
);
const PageTextsPanel = lazy(() =>
  import('./page-texts-panel.tsx').then((module) => ({ default: module.PageTextsPanel })),
);
const CatalogTextPopover = lazy(() =>
  import('./catalog-text-popover.tsx').then((module) => ({ default: module.CatalogTextPopover })),
);
const PageTextPopover = lazy(() =>
  import('./page-text-popover.tsx').then((module) => ({ default: module.PageTextPopover })),
);

/** The editor open now: a catalogue key's (language), a product text's, a page text's (decision 0096). */
type Opened =
  | { kind: 'language'; text: OpenText }
  | { kind: 'product'; text: OpenCatalogText }
  | { kind: 'cms'; text: OpenPageText };

/** Each active kind's marks and what a click or Enter on one opens. */
function openersOf(active: readonly EditKind[], open: (opened: Opened) => void): MarkOpener[] {
  const openers: Record<EditKind, MarkOpener> = {
    language: {
      selector: MARK_SELECTORS.language,
      open: (mark) => open({ kind: 'language', text: { keys: keysOfMark(mark), anchor: mark } }),
    },
    product: {
      selector: MARK_SELECTORS.product,
      open: (mark) =>
        open({ kind: 'product', text: { address: mark.getAttribute('data-edit') ?? '', anchor: mark } }),
    },
    cms: {
      selector: PAGE_TEXT_MARK,
      open: (mark) => {
        const text = pageTextOf(mark);
        if (text) open({ kind: 'cms', text });
      },
    },
  };
  return active.map((kind) => openers[kind]);
}

const KIND_LABELS: Record<EditKind, string> = {
  language: 'admin.editModeLanguage',
  product: 'admin.editModeProduct',
  cms: 'admin.editModeCms',
};

/** A pencil: the floating button's sign. */
const PencilIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25Zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z" />
  </svg>
);

/**
 * The in-page editor (spec §4 "Editing mode", decision 0083), loaded only for users with an editing
 * right: the floating button, and while it is on the controls of the kinds the user may edit (in a
 * popover that Escape, another window or a hidden tab close), the outlines of the active kinds' texts
 * and keyboard reach of them. Its texts are admin texts: it shows once they are here.
 */
export default function InPageEditor({ kinds }: { kinds: readonly EditKind[] }) {
  const { t, i18n } = useTranslation();
  const { state, toggleFab, toggleKind } = useEditState(kinds);
  const [controlsOpen, setControlsOpen] = useState(false);
  const close = useCallback(() => setControlsOpen(false), []);
  useDismissOnLeave(controlsOpen, close);
  const controlsButton = useRef<HTMLButtonElement>(null);
  const active = activeKinds(state).filter((kind) => kinds.includes(kind));
  const texts = active.includes('language');
  useLedgerMarks(texts);
  useMarkFocus(marksOf(active));
  const [opened, setOpened] = useState<Opened | null>(null);
  const [pageTexts, setPageTexts] = useState(false);
  const activeKey = active.join(' ');
  // A new list only when the active kinds change (the document's listeners are set up again then).
  const openers = useMemo(
    () => openersOf(activeKey ? (activeKey.split(' ') as EditKind[]) : [], setOpened),
    [activeKey],
  );
  useMarkOpen(openers);
  const closeOpened = useCallback(() => setOpened(null), []);
  // An editor whose kind went off closes with it.
  const shown = opened && active.includes(opened.kind) ? opened : null;

  // Admin texts: a storefront page has them once translationsByTenant has loaded (an 'added' renders).
  if (!i18n.exists('admin.editModeButton')) return null;
  return (
    <div className={styles.editor} data-edit-ui="" data-testid="in-page-editor">
      <OutlineLayer kinds={active} />
      {state.fab && (
        <>
          <Button
            ref={controlsButton}
            className={styles.controlsButton}
            onPress={() => setControlsOpen((open) => !open)}
            aria-expanded={controlsOpen}
            data-testid="edit-mode-controls-button"
          >
            {t('admin.editModeControls')}
          </Button>
          <Popover
            triggerRef={controlsButton}
            isOpen={controlsOpen}
            onOpenChange={setControlsOpen}
            placement="top end"
            // Not modal: the page stays usable while the controls are open (the mode is for the page).
            isNonModal
            className={styles.popover}
            data-edit-ui=""
          >
            <Dialog
              aria-label={t('admin.editModeControls')}
              className={styles.controls}
              data-testid="edit-mode-controls"
            >
              {kinds.map((kind) => (
                <Switch
                  key={kind}
                  isSelected={state[kind]}
                  onChange={() => toggleKind(kind)}
                  className={styles.switch}
                  data-testid={`edit-mode-${kind}`}
                >
                  <span className={styles.track} aria-hidden="true" />
                  {t(KIND_LABELS[kind])}
                </Switch>
              ))}
              {texts && (
                <Button
                  className={styles.controlsButton}
                  onPress={() => {
                    close();
                    setPageTexts(true);
                  }}
                  data-testid="edit-mode-page-texts"
                >
                  {t('admin.inPagePageTexts')}
                </Button>
              )}
            </Dialog>
          </Popover>
        </>
      )}
      <Suspense fallback={null}>
        {shown?.kind === 'language' && (
          <TextPopover key={shown.text.keys.join(' ')} text={shown.text} onClose={closeOpened} />
        )}
        {shown?.kind === 'product' && (
          <CatalogTextPopover key={shown.text.address} text={shown.text} onClose={closeOpened} />
        )}
        {shown?.kind === 'cms' && (
          <PageTextPopover
            key={`${shown.text.pageId} ${shown.text.blockId} ${shown.text.path}`}
            text={shown.text}
            onClose={closeOpened}
          />
        )}
        {texts && pageTexts && <PageTextsPanel onClose={() => setPageTexts(false)} />}
      </Suspense>
      <ToggleButton
        isSelected={state.fab}
        onChange={() => {
          if (state.fab) close();
          toggleFab();
        }}
        aria-label={t('admin.editModeButton')}
        className={styles.fab}
        data-testid="edit-mode-fab"
      >
        <PencilIcon />
      </ToggleButton>
    </div>
  );
}
