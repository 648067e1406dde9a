import { mountProductTabs, TabHost } from '../../../lib/admin/test/product-tab-harness.tsx';
import ProductFieldsTab from '../product-fields-tab.tsx';

// The browser entry of product-fields-tab.browser.test.ts: the product editor's Fields tab of product
// p1 in a stand-in editor; the test answers its GraphQL requests.

mountProductTabs({ '/fields': <TabHost tab={ProductFieldsTab} /> }, '/fields');
