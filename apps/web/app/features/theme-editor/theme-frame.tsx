import type { Theme } from '@print/core/theme/types';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_PREVIEW_ATTRIBUTE } from '../../lib/theme/theme-preview-frame.ts';
import {
  readFromThemePreview,
  type FromThemePreview,
  type ToThemePreview,
} from '../../lib/theme/theme-preview-messages.ts';
import { PreviewFrame } from '../../ui/preview-frame/preview-frame.tsx';
import type { ViewportKey } from '../../ui/preview-frame/viewports.ts';

const MARK = { [THEME_PREVIEW_ATTRIBUTE]: '1' } as const;

type Props = {
  theme: Theme;
  /** The page the frame opens with; later pages are the frame's own (links) or the address field's. */
  initialPath: string;
  viewport: ViewportKey;
  frameRef: RefObject<HTMLIFrameElement | null>;
  onMessage: (message: FromThemePreview) => void;
};

/**
 * The live shop (issue 26): a real page of the shop's own origin in the shared preview frame, marked so
 * the page loads the preview listener. Each theme goes to it as JSON once it said it is ready, and again
 * with every change, before the editor's next paint; a page loaded anew (a link, Reload) says ready again.
 */
export function ThemeFrame({ theme, initialPath, viewport, frameRef, onMessage }: Props) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(0);
  const [src] = useState(initialPath);
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const message = readFromThemePreview(event, frameRef.current?.contentWindow ?? null);
      if (!message) return;
      if (message.type === 'theme-preview:ready') setReady((count) => count + 1);
      onMessageRef.current(message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frameRef]);

  useLayoutEffect(() => {
    if (ready === 0) return;
    const message: ToThemePreview = { type: 'theme-preview:theme', theme };
    frameRef.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [ready, theme, frameRef]);

  return (
    <PreviewFrame
      frameRef={frameRef}
      src={src}
      viewport={viewport}
      title={t('admin.themePreviewFrame')}
      testId="theme-frame"
      frameAttributes={MARK}
    />
  );
}
