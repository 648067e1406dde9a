import type { PageDocument } from '@print/core/pages/page-document';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BlockData } from '../../../lib/pages/page-render.tsx';
import { PAGE_PREVIEW_DATA_PATH, type DraftDataAsk } from '../../../lib/pages/preview-path.ts';
import {
  draftDataAsk,
  missingData,
  NO_DATA,
  sameAsk,
  withAnswer,
  type DataBlock,
} from './draft-block-data.ts';

/** Changes this close together are one ask (a category picked, a limit stepped through). */
export const ASK_DELAY_MS = 400;

/** The data of the asked blocks; fails on any answer but the route's JSON (a refusal, a sign-in). */
async function askBlockData(ask: DraftDataAsk, signal: AbortSignal): Promise<BlockData> {
  const response = await fetch(PAGE_PREVIEW_DATA_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ask),
    redirect: 'manual',
    signal,
  });
  if (!response.ok) throw new Error(`Block data: ${response.status}`);
  return ((await response.json()) as { blockData: BlockData }).blockData;
}

type Asking = { blocks: readonly DataBlock[]; abort: AbortController };

/**
 * The data of the draft's blocks that the server adds (decision 0078): what the canvas lacks is asked
 * for in one request a moment after the last change, and the blocks keep the data they have meanwhile.
 * A newer ask replaces one under way; a failed one is asked again with the next change.
 */
export function useDraftBlockData(document: PageDocument | undefined, language: string): BlockData {
  const [held, setHeld] = useState(NO_DATA);
  const asking = useRef<Asking | null>(null);
  const missing = useMemo(
    () => (document ? missingData(document, language, held) : []),
    [document, language, held],
  );

  useEffect(() => {
    if (missing.length === 0 || (asking.current && sameAsk(missing, asking.current.blocks))) return;
    const timer = setTimeout(() => {
      asking.current?.abort.abort();
      const ask: Asking = { blocks: missing, abort: new AbortController() };
      asking.current = ask;
      const done = () => {
        if (asking.current === ask) asking.current = null;
      };
      askBlockData(draftDataAsk(missing, language), ask.abort.signal).then((answer) => {
        done();
        setHeld((current) => withAnswer(current, missing, answer));
      }, done);
    }, ASK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [missing, language]);

  useEffect(() => () => asking.current?.abort.abort(), []);
  return held.blockData;
}
