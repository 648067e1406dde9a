import { builder } from '../../platform/graphql/builder.ts';
import { cardPaymentStatus, startCardPayment, type PaymentOutcome } from './card-payments.ts';

const session = { session: true } as const;

builder.mutationField('startCardPayment', (t) =>
  t.string({
    authScopes: session,
    description: "The card provider's payment page for the shopper's order that is In creation.",
    args: { orderId: t.arg.id({ required: true }) },
    resolve: (_root, { orderId }, ctx) =>
      startCardPayment(
        ctx.tx,
        ctx.services,
        ctx.tenant,
        { userId: ctx.user!.userId, language: ctx.language },
        String(orderId),
        `${ctx.req.protocol}://${ctx.req.host}`,
      ),
  }),
);

const PaymentStateEnum = builder.enumType('CardPaymentState', {
  values: ['processing', 'success', 'failed', 'notFound', 'orderFailed'] as const,
});

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
      const { state, order } = await cardPaymentStatus(
        ctx.tx,
        ctx.services,
        ctx.tenant,
        ctx.user!.userId,
        sessionId,
      );
      const shown = state === 'success' && order ? order : null;
      return { state, orderId: shown?.id ?? null, orderNumber: shown?.number ?? null };
    },
  }),
);
