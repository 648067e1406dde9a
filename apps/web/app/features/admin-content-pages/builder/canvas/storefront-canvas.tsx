import type { PageDocument } from '@print/core/pages/page-document';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  documentToSend,
  previewMessage,
  readFromCanvas,
  type FromCanvas,
  type ToCanvas,
} from '../../../../lib/pages/preview-messages.ts';
import { PAGE_PREVIEW_PATH } from '../../../../lib/pages/preview-path.ts';
import { PreviewFrame } from '../../../../ui/preview-frame/preview-frame.tsx';
import type { ViewportKey } from '../../../../ui/preview-frame/viewports.ts';

type Props = {
  pageId: string;
  document: PageDocument;
  language: string;
  missing: string[];
  /** Each block type's name (shown on the canvas for a block that draws nothing yet). */
  labels: Record<string, string>;
  selectedId: string | null;
  viewport: ViewportKey;
  onMessage: (message: FromCanvas) => void;
};

/**
 * The canvas: the shop's own page (PAGE_PREVIEW_PATH) in the preview frame (the chosen screen width,
 * scaled down to fit; shared with the theme editor). The draft goes to it on every change, the sections it has already left out (the draft
 * keeps an unchanged section the same object, page-builder.tsx), and the shop's renderer draws only
 * what changed; clicks and undo keys come back as messages (features/content-page/preview).
 */
export function StorefrontCanvas({
  pageId,
  document,
  language,
  missing,
  labels,
  selectedId,
  viewport,
  onMessage,
}: Props) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  // Counts the canvas's ready messages: a reloaded frame asks again and gets the draft again.
  const [ready, setReady] = useState(0);
  // The document the canvas was sent last (none yet for a frame that just said it is ready).
  const sent = useRef<PageDocument | null>(null);
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  const post = (message: ToCanvas) =>
    frame.current?.contentWindow?.postMessage(message, window.location.origin);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const data = previewMessage(event, frame.current?.contentWindow ?? null);
      const message = data && readFromCanvas(data);
      if (!message) return;
      if (message.type === 'cms-preview:ready') {
        sent.current = null;
        setReady((count) => count + 1);
      }
      onMessageRef.current(message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(() => {
    if (ready === 0) return;
    post({
      type: 'cms-preview:document',
      document: documentToSend(sent.current, document),
      language,
      missing,
      missingLabel: t('cms.missingTranslation'),
      labels,
    });
    sent.current = document;
  }, [ready, document, language, missing, labels, t]);

  useEffect(() => {
    if (ready > 0) post({ type: 'cms-preview:select', id: selectedId });
  }, [ready, selectedId]);

  return (
    <PreviewFrame
      frameRef={frame}
      title={t('cms.preview')}
      src={`${PAGE_PREVIEW_PATH}?page=${encodeURIComponent(pageId)}`}
      viewport={viewport}
      testId="page-builder-canvas"
    />
  );
}
