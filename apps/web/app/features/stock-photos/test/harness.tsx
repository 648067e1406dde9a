import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../../../lib/api/query-client.ts';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { Toaster } from '../../../shell/toaster.tsx';
import { harnessConfig } from '../../../testing/harness-config.ts';
import type { PickedStockPhoto } from '../stock-photos-api.ts';
import { StockPhotoSearch } from '../stock-photo-search.tsx';

// The browser entry of the stock photo search's component tests (stock-photo-search.browser.test.ts):
// the picker as the page builder mounts it, with what it hands to `onPick` written out for the test.
// The test answers its GraphQL requests.

export type StockPhotosHarnessConfig = { language: 'en-GB' | 'de-DE' };

const config = harnessConfig<StockPhotosHarnessConfig>();

function App() {
  const [i18n] = useState(() =>
    createI18n(config.language, config.language, catalogueForLanguage(config.language)),
  );
  const [queryClient] = useState(createQueryClient);
  const [picked, setPicked] = useState<PickedStockPhoto[]>([]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <output data-testid="picked">{JSON.stringify(picked)}</output>
        <StockPhotoSearch onPick={(photo) => setPicked((before) => [...before, photo])} />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
