import type { PageBlockType } from '@print/core/pages/blocks/index';
import { mapBlocks } from '@print/core/pages/page-nodes';
import { createUsePuck, useGetPuck } from '@puckeditor/core';
import { useCallback } from 'react';
import { blockToPuck, pageIdOf } from './puck-adapter.ts';
import { newNodeId } from './use-insert-block.ts';

const usePuck = createUsePuck();

/**
 * Replaces a block's props in the editor's draft as one step of its history — an option modal's or the
 * AI's new props for the block Puck knows as `puckId`, its id kept; blocks in its slots get new ids.
 */
export function useReplaceBlockProps() {
  const dispatch = usePuck((s) => s.dispatch);
  const getPuck = useGetPuck();
  return useCallback(
    (puckId: string, type: PageBlockType, props: Record<string, unknown>) => {
      const selector = getPuck().getSelectorForId(puckId);
      if (!selector?.zone) return;
      const id = pageIdOf(puckId);
      const [block] = mapBlocks([{ id, type, props }], (inner) => ({ ...inner, id: newNodeId('b') }));
      const item = blockToPuck({ ...block!, id });
      dispatch({
        type: 'replace',
        destinationIndex: selector.index,
        destinationZone: selector.zone,
        data: { ...item, props: { ...item.props, id: puckId } },
      });
    },
    [dispatch, getPuck],
  );
}
