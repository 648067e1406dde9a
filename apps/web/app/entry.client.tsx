// React Router's default browser entry, after the page's texts have arrived: a document's texts
// travel beside its data (lib/i18n/page-texts.ts, decision 0068), and hydration must render the same
// texts as the server did. Their download started with the page (a preload link in <head>). Nothing
// is imported from the app here: a module shared with the root route would be one more request.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Fetches the texts the document names (the same request as its preload) into `window.__pageTexts`
 * (page-texts.ts FETCHED_PAGE_TEXTS). A failed fetch hydrates without them: the page then renders its
 * texts once translationsByTenant has loaded (spec §4), better than no page at all.
 */
async function receivePageTexts(): Promise<void> {
  const src = document.querySelector('link[data-page-texts]')?.getAttribute('href');
  if (!src) return;
  try {
    const response = await fetch(src, { credentials: 'same-origin' });
    if (response.ok) Object.assign(window, { __pageTexts: { [src]: await response.json() } });
  } catch {
    // As above: hydrate anyway.
  }
}

void receivePageTexts().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
