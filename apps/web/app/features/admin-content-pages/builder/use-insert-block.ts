import type { PageBlockType } from '@print/core/pages/blocks/index';
import { createUsePuck } from '@puckeditor/core';
import { useTranslation } from 'react-i18next';
import { ROOT_ZONE, SECTION_TYPE, sectionZone } from './puck-adapter.ts';

const usePuck = createUsePuck();

/** A new node id: short, as page ids are (PAGE_NODE_ID), and unique in practice. */
export const newNodeId = (prefix: string) => `${prefix}${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;

type Sections = { props: { id: string } }[];

/**
 * Where a new block goes: after the selected block, at the end of the selected section, else at the end
 * of the last section — a page without sections gets its first one.
 */
export function useInsertBlock() {
  const { t } = useTranslation();
  const dispatch = usePuck((s) => s.dispatch);
  const selector = usePuck((s) => s.appState.ui.itemSelector);
  const selected = usePuck((s) => s.selectedItem);
  const sections = usePuck(
    (s) => ((s.appState.data.root.props as { sections?: Sections } | undefined)?.sections ?? []) as Sections,
  );

  const place = (): { zone: string; index: number | 'end'; sectionNumber: number } | null => {
    if (selected?.type === SECTION_TYPE) {
      const number = sections.findIndex((section) => section.props.id === selected.props.id) + 1;
      return { zone: sectionZone(String(selected.props.id)), index: 'end', sectionNumber: number };
    }
    if (selected && selector?.zone) {
      const [parentId] = selector.zone.split(':');
      const number = sections.findIndex((section) => section.props.id === parentId) + 1;
      return { zone: selector.zone, index: selector.index + 1, sectionNumber: number };
    }
    const last = sections.at(-1);
    return last ? { zone: sectionZone(last.props.id), index: 'end', sectionNumber: sections.length } : null;
  };

  const addSection = () => {
    const id = newNodeId('s');
    dispatch({
      type: 'insert',
      componentType: SECTION_TYPE,
      destinationIndex: sections.length,
      destinationZone: ROOT_ZONE,
      id,
    });
    dispatch({ type: 'setUi', ui: { itemSelector: { index: sections.length, zone: ROOT_ZONE } } });
    return id;
  };

  /** Inserts a block of that type; its id. */
  const insert = (type: PageBlockType, countIn: (zone: string) => number): string => {
    let target = place();
    if (!target) {
      const sectionId = addSection();
      target = { zone: sectionZone(sectionId), index: 'end', sectionNumber: 1 };
    }
    const index = target.index === 'end' ? countIn(target.zone) : target.index;
    const id = newNodeId('b');
    dispatch({
      type: 'insert',
      componentType: type,
      destinationIndex: index,
      destinationZone: target.zone,
      id,
    });
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone: target.zone } } });
    return id;
  };

  const target = place();
  const targetName = target
    ? target.sectionNumber > 0
      ? `${t('cms.section')} ${target.sectionNumber}`
      : t('cms.fieldBlocks')
    : t('cms.addSection');
  return { insert, addSection, targetName, place };
}
