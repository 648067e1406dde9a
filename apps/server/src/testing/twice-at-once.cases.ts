import { graphqlAs } from './auth-helpers.ts';
import { setUpFixture } from './unstorable-text/fixture.ts';
import { cartCases } from './twice-at-once/cart.cases.ts';
import { domainCases } from './twice-at-once/domains.cases.ts';
import { contentCases } from './twice-at-once/content.cases.ts';
import { categoryCases } from './twice-at-once/catalog-categories.cases.ts';
import { productFieldCases } from './twice-at-once/catalog-fields.cases.ts';
import { productMediaCases } from './twice-at-once/catalog-media.cases.ts';
import { priceCases } from './twice-at-once/catalog-prices.cases.ts';
import { productCases } from './twice-at-once/catalog-products.cases.ts';
import { orderCases, workflowSettings } from './twice-at-once/orders.cases.ts';
import type { AtOnceCase, Session } from './twice-at-once/session.ts';
import { shopCases } from './twice-at-once/shop.cases.ts';
import { tenantWizardCases } from './twice-at-once/tenants-wizard.cases.ts';
import { themeCases } from './twice-at-once/theme.cases.ts';
import { translationCases } from './twice-at-once/translations.cases.ts';
import { tenantCases } from './twice-at-once/tenants.cases.ts';
import { userCases } from './twice-at-once/users.cases.ts';
import { tenantTabCases } from './twice-at-once/tenant-tabs.cases.ts';

// The cases of twice-at-once.property.test.ts, one per mutation of the schema: valid input on rows of
// their own, by module. The test fails when the schema has a mutation without a case; a new one goes
// into its module's file in twice-at-once/.

/** The rows the cases share (those of unstorable-text's cases), and card payments on. */
export async function setUpSession(session: Session): Promise<void> {
  await setUpFixture(session.t, session.admin);
  const saved = await graphqlAs(
    session.t,
    session.admin,
    'mutation S($input: OrderWorkflowInput!) { updateOrderWorkflowSettings(input: $input) { paymentMethods } }',
    { input: workflowSettings(0) },
  );
  if (saved.body.errors) throw new Error(JSON.stringify(saved.body.errors));
}

/** Every mutation of the schema, by module. */
export const cases: Record<string, AtOnceCase> = {
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
