import { localizedText } from '@print/core/i18n/localized-text';
import { deliversToBillingAddress, isProfileComplete } from '@print/core/orders/checkout-rules';
import { readOrderWorkflow, type PaymentMethod } from '@print/core/orders/order-workflow';
import { emptyAddress, type Address } from '@print/core/users/profile';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { shopperOf } from '../cart/cart.schema.ts';
import { readTenantSecret } from '../tenancy/tenant-secrets.ts';
import { loadAccount } from '../users/profile.service.ts';
import { AddressInput, AddressType } from '../users/profile.schema.ts';
import { forbidden } from '../../platform/errors.ts';
import { checkoutRefusal } from './checkout-guards.ts';
import { placeOrder } from './order-placement.ts';
import { OrderStatusEnum } from './orders.schema.ts';
import { reorder } from './reorder.ts';

// Checkout (spec §2/§3): what the page needs to render, and the order itself.

const session = { session: true } as const;

/** Card payment is offered only where the tenant enabled it and stored its secret key. */
export async function cardConfigured(ctx: GraphQLContext): Promise<boolean> {
  return (
    readOrderWorkflow(ctx.tenant.settings).paymentMethods.includes('card') &&
    (await readTenantSecret(ctx.tx, ctx.services.secrets, 'cardSecretKey')) !== null
  );
}

type CheckoutInfo = {
  totalLabel: string;
  additionalPricingText: string;
  continueShoppingUrl: string;
  paymentMethods: PaymentMethod[];
  profileCompleteRequired: boolean;
  profileComplete: boolean;
  showShippingFields: boolean;
  showPaymentFields: boolean;
  billingAddress: Address;
  shippingAddress: Address;
  shippingSameAsBilling: boolean;
  canSaveAddresses: boolean;
};

const CheckoutInfoType = builder.objectRef<CheckoutInfo>('CheckoutInfo').implement({
  description: "The tenant's order workflow settings as checkout uses them, and the profile's addresses.",
  authScopes: session,
  fields: (t) => ({
    totalLabel: t.string({ description: 'grandTotal | subtotal', resolve: (info) => info.totalLabel }),
    additionalPricingText: t.exposeString('additionalPricingText'),
    continueShoppingUrl: t.exposeString('continueShoppingUrl'),
    paymentMethods: t.stringList({ resolve: (info) => info.paymentMethods }),
    profileCompleteRequired: t.exposeBoolean('profileCompleteRequired'),
    profileComplete: t.exposeBoolean('profileComplete'),
    showShippingFields: t.exposeBoolean('showShippingFields'),
    showPaymentFields: t.exposeBoolean('showPaymentFields'),
    billingAddress: t.field({ type: AddressType, resolve: (info) => info.billingAddress }),
    shippingAddress: t.field({ type: AddressType, resolve: (info) => info.shippingAddress }),
    shippingSameAsBilling: t.boolean({
      description:
        'Whether the form starts with delivery to the billing address: false when the profile holds a delivery address that differs from it.',
      resolve: (info) => info.shippingSameAsBilling,
    }),
    canSaveAddresses: t.boolean({
      description: 'False for temporary visitors: they have no profile to save to.',
      resolve: (info) => info.canSaveAddresses,
    }),
  }),
});

builder.queryField('checkout', (t) =>
  t.field({
    type: CheckoutInfoType,
    authScopes: session,
    resolve: async (_root, _args, ctx) => {
      const workflow = readOrderWorkflow(ctx.tenant.settings);
      const account = await loadAccount(ctx.tx, ctx.user!.userId);
      const card = await cardConfigured(ctx);
      // Prefill: the stored addresses, else the profile's name and e-mail.
      const fromProfile: Address = {
        ...emptyAddress(),
        salutation: account.salutation,
        title: account.title,
        firstName: account.firstName,
        lastName: account.lastName,
        companyName: account.companyName,
        phone: account.phone,
        street: account.street,
        zipCode: account.zipCode,
        city: account.city,
        country: account.country,
      };
      const billingAddress = account.billingAddress ?? { ...fromProfile, email: account.email ?? '' };
      return {
        totalLabel: workflow.totalLabel,
        additionalPricingText: localizedText(
          workflow.additionalPricingText,
          ctx.language,
          ctx.tenant.defaultLanguage,
        ),
        continueShoppingUrl: workflow.continueShoppingUrl,
        paymentMethods: workflow.paymentMethods.filter((method) => method !== 'card' || card),
        profileCompleteRequired: workflow.profileCompleteRequired,
        profileComplete: !account.isTemporary && isProfileComplete(account, account.billingAddress),
        showShippingFields: workflow.showShippingFields,
        showPaymentFields: workflow.showPaymentFields,
        billingAddress,
        shippingAddress: account.shippingAddress ?? fromProfile,
        shippingSameAsBilling: deliversToBillingAddress(billingAddress, account.shippingAddress),
        canSaveAddresses: !account.isTemporary,
      };
    },
  }),
);

const CheckoutInput = builder.inputType('CheckoutInput', {
  fields: (t) => ({
    billingAddress: t.field({ type: AddressInput, required: true }),
    shippingAddress: t.field({ type: AddressInput, required: false }),
    shippingSameAsBilling: t.boolean({ required: true }),
    acceptTerms: t.boolean({ required: true }),
    paymentMethod: t.string({ required: true }),
    saveToProfile: t.boolean({ required: false }),
  }),
});

const PlacedOrderType = builder.objectRef<Awaited<ReturnType<typeof placeOrder>>>('PlacedOrder').implement({
  authScopes: session,
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number'),
    status: t.field({ type: OrderStatusEnum, resolve: (order) => order.status }),
    paymentMethod: t.exposeString('paymentMethod'),
  }),
});

builder.mutationField('placeOrder', (t) =>
  t.field({
    type: PlacedOrderType,
    authScopes: session,
    description:
      'Orders the cart. Invoice: Placed at once. Card: In creation until paid (then startCardPayment).',
    args: { input: t.arg({ type: CheckoutInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      // E.g. a punch-out buyer's cart goes back to the procurement system, never into an order here.
      const refusal = await checkoutRefusal(ctx);
      if (refusal) throw forbidden(refusal);
      return placeOrder(
        ctx.tx,
        ctx.tenant,
        { ...shopperOf(ctx), language: ctx.language, isTemporary: ctx.user!.isTemporary },
        {
          billing: input.billingAddress as Record<string, unknown>,
          shipping: (input.shippingAddress ?? {}) as Record<string, unknown>,
          shippingSameAsBilling: input.shippingSameAsBilling,
          acceptTerms: input.acceptTerms,
          paymentMethod: input.paymentMethod,
          saveToProfile: input.saveToProfile ?? false,
        },
        { cardConfigured: await cardConfigured(ctx) },
      );
    },
  }),
);

const ReorderTarget = builder.enumType('ReorderTarget', { values: ['cart', 'draft'] as const });

builder.mutationField('reorder', (t) =>
  t.int({
    authScopes: session,
    description:
      "Puts an order's items (or the one at `position`) back into the cart or the drafts; returns how many.",
    args: {
      orderId: t.arg.id({ required: true }),
      position: t.arg.int({ required: false }),
      to: t.arg({ type: ReorderTarget, required: true }),
      contentReleased: t.arg.boolean({
        required: false,
        description: 'The shopper released the content of personalised items put into the cart (spec §5).',
      }),
    },
    resolve: (_root, args, ctx) =>
      reorder(ctx.tx, shopperOf(ctx), String(args.orderId), args.to, args.position ?? null, {
        contentReleased: args.contentReleased,
      }),
  }),
);
