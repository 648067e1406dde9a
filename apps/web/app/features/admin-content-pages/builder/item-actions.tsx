import type { PageDocument, PageSection } from '@print/core/pages/page-document';
import { createUsePuck } from '@puckeditor/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasOptionsModal, OPTIONS_MODALS } from './modals/block-options.tsx';
import { SECTION_TYPE } from './puck-adapter.ts';
import type { useBlockMoves } from './use-block-moves.ts';
import styles from './page-builder.module.css';

const usePuck = createUsePuck();

/**
 * What can be done with the selected block or section, under the outline: move it (also Alt+↑/↓),
 * duplicate, remove, open its options modal (RSS, social buttons, call to action), save a section as a
 * template. `children`: more actions other features add (the AI's).
 */
export function ItemActions({
  document,
  pageIdOf,
  moves,
  onOptions,
  onSaveSection,
  children,
}: {
  document: PageDocument;
  pageIdOf: (puckId: string) => string;
  moves: ReturnType<typeof useBlockMoves>;
  /** Opens the options modal of the block with this page id. */
  onOptions: (blockId: string) => void;
  onSaveSection: (section: PageSection) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const dispatch = usePuck((s) => s.dispatch);
  const selected = usePuck((s) => s.selectedItem);
  const selector = usePuck((s) => s.appState.ui.itemSelector);
  if (!selected) return null;

  const selectedId = pageIdOf(String(selected.props.id));
  const section =
    selected.type === SECTION_TYPE ? document.sections.find((each) => each.id === selectedId) : undefined;
  const remove = () => {
    if (!selector?.zone) return;
    dispatch({ type: 'remove', index: selector.index, zone: selector.zone });
    dispatch({ type: 'setUi', ui: { itemSelector: null } });
  };
  const duplicate = () => {
    if (selector?.zone)
      dispatch({ type: 'duplicate', sourceIndex: selector.index, sourceZone: selector.zone });
  };
  const button = (testId: string, label: string, onClick: () => void, extra: object = {}) => (
    <button type="button" className={styles.smallButton} onClick={onClick} data-testid={testId} {...extra}>
      {label}
    </button>
  );

  return (
    <div className={styles.itemActions} data-testid="builder-item-actions">
      {hasOptionsModal(selected.type) &&
        button('builder-block-options', t(OPTIONS_MODALS[selected.type]), () => onOptions(selectedId))}
      {button('builder-move-up', t('cms.moveUp'), moves.moveUp, {
        disabled: !moves.canMoveUp,
        'aria-keyshortcuts': 'Alt+ArrowUp',
      })}
      {button('builder-move-down', t('cms.moveDown'), moves.moveDown, {
        disabled: !moves.canMoveDown,
        'aria-keyshortcuts': 'Alt+ArrowDown',
      })}
      {button('builder-duplicate', t('cms.duplicateBlock'), duplicate)}
      {button('builder-remove', t('cms.removeBlock'), remove)}
      {section && button('builder-save-as-template', t('cms.saveAsTemplate'), () => onSaveSection(section))}
      {children}
    </div>
  );
}
