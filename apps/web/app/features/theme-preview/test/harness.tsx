import type { Theme } from '@print/core/theme/types';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { mountFakeShop } from '../../../testing/fake-shop-page.tsx';

// The browser entry of the preview listener's test (theme-preview-listener.browser.test.ts): at the top,
// the editor's side — a frame marked for the preview and one not marked, both showing the fake shop, the
// messages the frames send (in order, as JSON) and `window.sendTheme`; in the frames, the fake shop.

declare global {
  interface Window {
    sendTheme: (theme: Partial<Theme>) => void;
  }
}

function Editor() {
  const marked = useRef<HTMLIFrameElement>(null);
  const unmarked = useRef<HTMLIFrameElement>(null);
  const [received, setReceived] = useState<string[]>([]);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const from = event.source === marked.current?.contentWindow ? 'marked' : 'unmarked';
      setReceived((list) => [...list, `${from} ${JSON.stringify(event.data)}`]);
    };
    window.addEventListener('message', listen);
    window.sendTheme = (theme) =>
      marked.current?.contentWindow?.postMessage(
        { type: 'theme-preview:theme', theme },
        window.location.origin,
      );
    return () => window.removeEventListener('message', listen);
  }, []);
  return (
    <>
      <iframe ref={marked} src="/shop" title="preview" data-testid="frame" data-theme-preview="1" />
      <iframe ref={unmarked} src="/shop" title="other" data-testid="unmarked-frame" />
      <ol data-testid="received">
        {received.map((message, i) => (
          <li key={i}>{message}</li>
        ))}
      </ol>
    </>
  );
}

if (window.parent === window) createRoot(document.getElementById('root')!).render(<Editor />);
else mountFakeShop();
