import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageDocument } from '@print/core/pages/page-document';
import type { ReactNode } from 'react';
import {
  previewMessage,
  readToCanvas,
  type FromCanvas,
  type ToCanvas,
} from '../../../lib/pages/preview-messages.ts';
import type { BlockData } from '../../../lib/pages/page-render.tsx';
import { shareUnchanged } from '../../../lib/pages/share-unchanged.ts';
import { useDraftBlockData } from './use-draft-block-data.ts';
import styles from './preview-frame.module.css';

type Shown = Extract<ToCanvas, { type: 'cms-preview:document' }>;

const send = (message: FromCanvas) => window.parent.postMessage(message, window.location.origin);

/**
 * The page builder's canvas (issue 25): the shop's page, drawn by the shop's own renderer from the
 * document the editor sends (the draft, never stored until saved), with the data the server adds to its
 * blocks (product rows, feeds, icons), asked for as the draft needs it. A click selects the block under
 * it in the editor instead of following links; the selected block is outlined and scrolled into view;
 * the editor's undo keys work here too.
 */
export default function PreviewFrame({
  render,
}: {
  /** The shop's renderer (passed in, so this chunk shares nothing with the page route's). */
  render: (document: PageDocument, language: string, blockData: BlockData) => ReactNode;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const blockData = useDraftBlockData(shown?.document, shown?.language ?? '');

  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      const data = previewMessage(event, window.parent);
      const message = data && readToCanvas(data);
      if (!message) return;
      // The blocks that did not change stay the same objects, so only the changed one is drawn again.
      if (message.type === 'cms-preview:document')
        setShown((previous) => ({
          ...message,
          document: shareUnchanged(previous?.document, message.document),
        }));
      else setSelected(message.id);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const node = target?.closest('[data-block-id], [data-section-id]');
      if (!target?.closest('[data-testid="content-page"]')) return;
      event.preventDefault();
      event.stopPropagation();
      const id = node?.getAttribute('data-block-id') ?? node?.getAttribute('data-section-id');
      if (id) send({ type: 'cms-preview:select', id });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      if (!(event.ctrlKey || event.metaKey) || (key !== 'z' && key !== 'y')) return;
      event.preventDefault();
      send({ type: 'cms-preview:history', direction: key === 'y' || event.shiftKey ? 'forward' : 'back' });
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKeyDown);
    send({ type: 'cms-preview:ready' });
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  // The outline and the badges are attributes on the rendered page (the shop's renderer stays as it is).
  useLayoutEffect(() => {
    const page = document.querySelector('[data-testid="content-page"]');
    if (!page || !shown) return;
    page.querySelectorAll('[data-preview-selected], [data-missing-translation]').forEach((node) => {
      node.removeAttribute('data-preview-selected');
      node.removeAttribute('data-missing-translation');
    });
    // A block that draws nothing yet (a new one, its texts still empty) shows its name to be clicked.
    page.querySelectorAll('[data-block-id]').forEach((node) => {
      if (node.childElementCount === 0 || node.getBoundingClientRect().height < 4)
        node.setAttribute(
          'data-preview-empty',
          shown.labels[node.getAttribute('data-block-type') ?? ''] ?? '',
        );
      else node.removeAttribute('data-preview-empty');
    });
    for (const id of shown.missing) {
      page
        .querySelector(`[data-block-id="${CSS.escape(id)}"]`)
        ?.setAttribute('data-missing-translation', shown.missingLabel);
    }
    if (selected) {
      const node = page.querySelector(
        `[data-block-id="${CSS.escape(selected)}"], [data-section-id="${CSS.escape(selected)}"]`,
      );
      node?.setAttribute('data-preview-selected', '');
      node?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  }, [shown, selected, blockData]);

  if (!shown) return <p className={styles.waiting}>{t('common.loading')}</p>;
  return (
    <div className={styles.canvas} lang={shown.language}>
      {render(shown.document, shown.language, blockData)}
    </div>
  );
}
