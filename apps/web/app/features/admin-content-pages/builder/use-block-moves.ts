import { createUsePuck, useGetPuck } from '@puckeditor/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

const usePuck = createUsePuck();

/**
 * Moving the selected block or section by keyboard (Puck's outline drags with the mouse only): up and
 * down within its list, announced to screen readers ("Hero moved to position 2 of 5"). The outline's
 * buttons and Alt+↑/↓ call it.
 */
export function useBlockMoves() {
  const { t } = useTranslation();
  const dispatch = usePuck((s) => s.dispatch);
  const selector = usePuck((s) => s.appState.ui.itemSelector);
  const selected = usePuck((s) => s.selectedItem);
  const getPuck = useGetPuck();
  const config = usePuck((s) => s.config);
  const appState = usePuck((s) => s.appState);
  const [announcement, setAnnouncement] = useState('');

  const siblingsCount = useCallback(() => {
    if (!selector?.zone) return 0;
    const [parentId, propName] = selector.zone.split(':') as [string, string];
    if (parentId === 'root') {
      const sections = (appState.data.root.props as { sections?: unknown[] } | undefined)?.sections;
      return sections?.length ?? 0;
    }
    const parent = getPuck().getSelectorForId(parentId) ? getPuck().getItemById(parentId) : undefined;
    const value = (parent?.props as Record<string, unknown> | undefined)?.[propName];
    return Array.isArray(value) ? value.length : 0;
  }, [selector, appState, getPuck]);

  const move = useCallback(
    (by: -1 | 1) => {
      if (!selector?.zone || !selected) return;
      const count = siblingsCount();
      const destination = selector.index + by;
      if (destination < 0 || destination >= count) return;
      dispatch({
        type: 'reorder',
        sourceIndex: selector.index,
        destinationIndex: destination,
        destinationZone: selector.zone,
      });
      dispatch({ type: 'setUi', ui: { itemSelector: { index: destination, zone: selector.zone } } });
      const label = config.components[selected.type]?.label ?? selected.type;
      setAnnouncement(t('cms.movedTo', { block: label, position: destination + 1, count }));
    },
    [selector, selected, siblingsCount, dispatch, config, t],
  );

  return {
    canMoveUp: !!selector && selector.index > 0,
    canMoveDown: !!selector && selector.index < siblingsCount() - 1,
    moveUp: () => move(-1),
    moveDown: () => move(1),
    announcement,
  };
}
