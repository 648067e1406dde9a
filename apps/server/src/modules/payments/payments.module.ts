import type { ServerModule } from '../server-module.ts';
import { cardOrderRecoveryJob } from './payment-recovery.ts';
import { registerPaymentRoutes } from './payments.routes.ts';

/** Card payment through the provider's checkout page, its webhook, and the recovery of unsettled orders. */
export const paymentsModule: ServerModule = {
  name: 'payments',
  schema: () => import('./payments.schema.ts'),
  routes: (app, { database, tenants, services }) =>
    registerPaymentRoutes(app, { database, tenants, services }),
  // These fields call the payment provider: no transaction is held while it answers (payments.schema.ts).
  contributes: { outsideTransactionFields: ['startCardPayment', 'cardPaymentStatus', 'cancelCardPayment'] },
  // Card orders a crash or a lost webhook left In creation are settled at start and then periodically.
  jobs: ({ database, services, log }) => [cardOrderRecoveryJob(database, services, log)],
};
