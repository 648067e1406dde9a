import type { Right } from '@print/core/rights';
import { registeredSession, testShellData } from '../../../shell/test-helpers.tsx';
import { harnessConfig } from '../../../testing/harness-config.ts';
import { mountHarness } from '../../../testing/mount-harness.tsx';
import { PriceListEditor } from '../price-list-editor.tsx';
import type { PriceListDetail } from '../price-lists-api.ts';

// The browser entry of the price list editor's component tests (price-list-scales.browser.test.ts):
// the editor of one list on a page of a memory router, inside the providers the admin shell gives it.
// The test answers its GraphQL requests.

export type PriceListHarnessConfig = {
  /** The address the router starts at, e.g. /admin/price-lists/l1?tab=scales. */
  path: string;
  /** The signed-in admin's rights. */
  rights: Right[];
};

const config = harnessConfig<PriceListHarnessConfig>();

export const HARNESS_LIST: PriceListDetail = {
  id: 'l1',
  name: 'Plakate',
  currency: 'EUR',
  priceEntry: 'net',
  taxCategory: 'standard',
  archived: false,
  scaleCount: 60,
  productCount: 1,
  variants: [{ id: 'v1', code: 'PO-GLOSS', name: 'Glossy', productName: 'Poster' }],
};

mountHarness(
  {
    '/admin/price-lists/:id': <PriceListEditor list={HARNESS_LIST} onImported={() => {}} />,
    '/admin/price-lists': <h1 data-testid="list-page">Price lists</h1>,
  },
  { path: config.path, shell: testShellData({ ...registeredSession, rights: config.rights }) },
);
