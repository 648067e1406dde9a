import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import {
  cancelCardPayment,
  cardPaymentStatus,
  startCardPayment,
  type CardPaymentDeps,
  type PaymentOutcome,
} from './card-payments.ts';

// Card payment in GraphQL. These fields call the payment provider, so they run without the operation's
// transaction (tenant-transaction-plugin.ts; contributes.outsideTransactionFields in payments.module.ts)
// and open short ones themselves.

const session = { session: true } as const;

const depsOf = (ctx: GraphQLContext): CardPaymentDeps => ({
  database: ctx.database,
  services: ctx.services,
  tenant: ctx.tenant,
  log: ctx.log,
});
const buyerOf = (ctx: GraphQLContext) => ({ userId: ctx.user!.userId, language: ctx.language });

builder.mutationField('startCardPayment', (t) =>
  t.string({
    authScopes: session,
    description: "The card provider's payment page for the shopper's order that is In creation.",
    args: { orderId: t.arg.id({ required: true }) },
    resolve: (_root, { orderId }, ctx) =>
      startCardPayment(depsOf(ctx), buyerOf(ctx), String(orderId), `${ctx.req.protocol}://${ctx.req.host}`),
  }),
);

const PaymentStateEnum = builder.enumType('CardPaymentState', {
  values: ['processing', 'success', 'failed', 'notFound', 'orderFailed'] as const,
});

builder.mutationField('cancelCardPayment', (t) =>
  t.field({
    type: PaymentStateEnum,
    authScopes: session,
    description:
      "Back from the payment page with 'cancel': the session can no longer be paid and the order's stock is released (failed); success if the payment won the race.",
    args: { orderId: t.arg.id({ required: true }) },
    resolve: (_root, { orderId }, ctx) => cancelCardPayment(depsOf(ctx), buyerOf(ctx), String(orderId)),
  }),
);

const CardPaymentStatus = builder
  .objectRef<{ state: PaymentOutcome; orderId: string | null; orderNumber: number | null }>(
    'CardPaymentStatus',
  )
  .implement({
    authScopes: session,
    fields: (t) => ({
      state: t.field({ type: PaymentStateEnum, resolve: (status) => status.state }),
      orderId: t.id({ nullable: true, resolve: (status) => status.orderId }),
      orderNumber: t.int({ nullable: true, resolve: (status) => status.orderNumber }),
    }),
  });

builder.queryField('cardPaymentStatus', (t) =>
  t.field({
    type: CardPaymentStatus,
    authScopes: session,
    description:
      '/checkout/return: processing, success or failed; a paid session settles its order here if the webhook has not yet.',
    args: { sessionId: t.arg.string({ required: true }) },
    resolve: async (_root, { sessionId }, ctx) => {
      if (!/^[\w-]{1,255}$/.test(sessionId))
        return { state: 'notFound' as const, orderId: null, orderNumber: null };
      const { state, order } = await cardPaymentStatus(depsOf(ctx), ctx.user!.userId, sessionId);
      const shown = state === 'success' && order ? order : null;
      return { state, orderId: shown?.id ?? null, orderNumber: shown?.number ?? null };
    },
  }),
);
