import { mountProductTabs, TabHost } from '../../../lib/admin/test/product-tab-harness.tsx';
import { harnessConfig } from '../../../testing/harness-config.ts';
import { ProductMediaDialog } from '../media/product-media-dialog.tsx';
import PricesTab from '../prices-tab.tsx';
import VariantsTab from '../variants-tab.tsx';

// The browser entry of product-forms.browser.test.ts and variants-tab.browser.test.ts: the Prices and
// Variants tabs in a stand-in editor (/prices, /variants) and the media editor modal (/media) of
// product p1; the tests answer their GraphQL requests.

export type ProductFormsHarnessConfig = { path: '/prices' | '/media' | '/variants' };

mountProductTabs(
  {
    '/prices': <TabHost tab={PricesTab} />,
    '/variants': <TabHost tab={VariantsTab} />,
    '/media': <ProductMediaDialog productId="p1" onClose={() => {}} />,
  },
  harnessConfig<ProductFormsHarnessConfig>().path,
);
