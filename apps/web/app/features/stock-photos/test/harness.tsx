import { useState } from 'react';
import { harnessConfig } from '../../../testing/harness-config.ts';
import { mountHarness } from '../../../testing/mount-harness.tsx';
import type { PickedStockPhoto } from '../stock-photos-api.ts';
import { StockPhotoSearch } from '../stock-photo-search.tsx';

// The browser entry of the stock photo search's component tests (stock-photo-search.browser.test.ts):
// the picker as the page builder mounts it, with what it hands to `onPick` written out for the test.
// The test answers its GraphQL requests.

export type StockPhotosHarnessConfig = { language: 'en-GB' | 'de-DE' };

const config = harnessConfig<StockPhotosHarnessConfig>();

function Picker() {
  const [picked, setPicked] = useState<PickedStockPhoto[]>([]);
  return (
    <>
      <output data-testid="picked">{JSON.stringify(picked)}</output>
      <StockPhotoSearch onPick={(photo) => setPicked((before) => [...before, photo])} />
    </>
  );
}

mountHarness({ '/': <Picker /> }, { language: config.language });
