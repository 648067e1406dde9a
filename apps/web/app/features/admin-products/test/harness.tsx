import { mountHarness, TabHost } from '../../../lib/admin/test/product-tab-harness.tsx';
import { harnessConfig } from '../../../testing/harness-config.ts';
import { ProductMediaDialog } from '../media/product-media-dialog.tsx';
import PricesTab from '../prices-tab.tsx';

// The browser entry of product-forms.browser.test.ts: the Prices tab in a stand-in editor (/prices)
// and the media editor modal (/media) of product p1; the test answers their GraphQL requests.

export type ProductFormsHarnessConfig = { path: '/prices' | '/media' };

mountHarness(
  {
    '/prices': <TabHost tab={PricesTab} />,
    '/media': <ProductMediaDialog productId="p1" onClose={() => {}} />,
  },
  harnessConfig<ProductFormsHarnessConfig>().path,
);
