import { authCases } from './unstorable-text/auth.cases.ts';
import { cartCases } from './unstorable-text/cart.cases.ts';
import { domainCases } from './unstorable-text/domains.cases.ts';
import { contentCases } from './unstorable-text/content.cases.ts';
import { categoryCases } from './unstorable-text/catalog-categories.cases.ts';
import { productFieldCases } from './unstorable-text/catalog-fields.cases.ts';
import { productMediaCases } from './unstorable-text/catalog-media.cases.ts';
import { priceCases } from './unstorable-text/catalog-prices.cases.ts';
import { productCases } from './unstorable-text/catalog-products.cases.ts';
import type { Case } from './unstorable-text/fixture.ts';
import { orderCases } from './unstorable-text/orders.cases.ts';
import { shopCases } from './unstorable-text/shop.cases.ts';
import { tenantWizardCases } from './unstorable-text/tenants-wizard.cases.ts';
import { themeCases } from './unstorable-text/theme.cases.ts';
import { translationCases } from './unstorable-text/translations.cases.ts';
import { tenantCases } from './unstorable-text/tenants.cases.ts';
import { userCases } from './unstorable-text/users.cases.ts';
import { tenantTabCases } from './unstorable-text/tenant-tabs.cases.ts';

// The cases of unstorable-text.property.test.ts: for every root field that takes text, variables that
// reach the code storing it (queries: searches, slugs, languages, ids and tokens are not stored but
// must answer cleanly), and for every auth route a valid body. The test fails when the schema has a
// text-taking field without a case; a new one goes into its module's file in unstorable-text/.

export { setUpFixture } from './unstorable-text/fixture.ts';
export { authCases };

/** Every root field that takes text (String, ID or JSON), by module. */
export const cases: Record<string, Case> = {
  ...cartCases,
  ...orderCases,
  ...userCases,
  ...productCases,
  ...productFieldCases,
  ...productMediaCases,
  ...priceCases,
  ...categoryCases,
  ...shopCases,
  ...contentCases,
  ...themeCases,
  ...tenantWizardCases,
  ...domainCases,
  ...translationCases,
  ...tenantCases,
  ...tenantTabCases,
};
