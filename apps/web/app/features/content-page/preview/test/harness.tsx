import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import type { PageDocument } from '@print/core/pages/page-document';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../lib/i18n/create-i18n.ts';
import { blockView, usePageRender } from '../../../../lib/pages/page-render.tsx';
import type { ToCanvas } from '../../../../lib/pages/preview-messages.ts';
import { RootDataContext } from '../../../../shell/shell-context.tsx';
import { registeredSession, testShellData } from '../../../../shell/test-helpers.tsx';
import { PageDocumentView } from '../../page-document-view.tsx';
import PreviewFrame from '../preview-frame.tsx';

// The browser entry of the canvas's test (preview-frame.browser.test.ts): at the top, the builder's side
// (it loads this page again in a frame and posts drafts into it, `window.postDraft`); in the frame, the
// canvas with the shop's renderer. A product row draws the data the canvas holds for it (the real row
// belongs to the catalogue feature); the test answers the canvas's data requests.

declare global {
  interface Window {
    postDraft: (document: PageDocument, language: string) => void;
  }
}

type RowData = { products: { name: string; price: { total: string } | null }[] };

function TestRow({ id }: { id: string }) {
  const data = usePageRender().blockData[id] as RowData | undefined;
  return (
    <ul data-testid="row">
      {data?.products.map((product) => (
        <li key={product.name}>
          {product.name} {product.price?.total}
        </li>
      ))}
    </ul>
  );
}

const VIEWS = [blockView('productRow', TestRow)];

const ROOT_DATA = {
  shell: testShellData({ ...registeredSession, rights: ['admin.access', 'cms.edit'] }),
  origin: 'http://localhost',
  cookieConsent: null,
  year: 2026,
};

function Canvas() {
  const [i18n] = useState(() => createI18n('en-GB', 'en-GB', catalogueForLanguage('en-GB')));
  return (
    <RootDataContext value={ROOT_DATA}>
      <I18nextProvider i18n={i18n}>
        <PreviewFrame
          render={(document, language, blockData) => (
            <PageDocumentView document={document} views={VIEWS} language={language} blockData={blockData} />
          )}
        />
      </I18nextProvider>
    </RootDataContext>
  );
}

/** The builder's side: the frame, and the drafts it is sent once it said it is ready. */
function Builder() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if ((event.data as { type?: string }).type === 'cms-preview:ready') setReady(true);
    };
    window.addEventListener('message', listen);
    window.postDraft = (document, language) => {
      const message: ToCanvas = {
        type: 'cms-preview:document',
        document,
        language,
        missing: [],
        missingLabel: '',
        labels: {},
      };
      frame.current?.contentWindow?.postMessage(message, window.location.origin);
    };
    return () => window.removeEventListener('message', listen);
  }, []);
  return (
    <>
      <iframe ref={frame} src="/" title="canvas" data-testid="canvas" width={800} height={600} />
      {ready && <output data-testid="canvas-ready">ready</output>}
    </>
  );
}

createRoot(document.getElementById('root')!).render(window.parent === window ? <Builder /> : <Canvas />);
