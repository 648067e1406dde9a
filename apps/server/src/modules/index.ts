import type { ServerModule } from './server-module.ts';
import { auditModule } from './audit/audit.module.ts';
import { authModule } from './auth/auth.module.ts';
import { cartModule } from './cart/cart.module.ts';
import { catalogModule } from './catalog/catalog.module.ts';
import { contentModule } from './content/content.module.ts';
import { demoModule } from './demo/demo.module.ts';
import { i18nModule } from './i18n/i18n.module.ts';
import { mailModule } from './mail/mail.module.ts';
import { mediaModule } from './media/media.module.ts';
import { ordersModule } from './orders/orders.module.ts';
import { paymentsModule } from './payments/payments.module.ts';
import { pricingModule } from './pricing/pricing.module.ts';
import { productionModule } from './production/production.module.ts';
import { punchOutModule } from './punchout/punchout.module.ts';
import { seoModule } from './seo/seo.module.ts';
import { tenancyModule } from './tenancy/tenancy.module.ts';
import { themeModule } from './theme/theme.module.ts';
import { usersModule } from './users/users.module.ts';

/**
 * Every server module, once, bottom up in the order of their layers (SERVER_MODULE_LAYERS in
 * eslint.boundaries.js): the app takes their GraphQL schema, routes, background work and demo seed
 * from here (modules/server-module.ts).
 */
export const serverModules: readonly ServerModule[] = [
  tenancyModule,
  auditModule,
  i18nModule,
  themeModule,
  usersModule,
  mailModule,
  authModule,
  mediaModule,
  pricingModule,
  catalogModule,
  cartModule,
  seoModule,
  contentModule,
  ordersModule,
  punchOutModule,
  paymentsModule,
  productionModule,
  demoModule,
];
