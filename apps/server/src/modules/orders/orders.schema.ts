import { localizedText } from '@print/core/i18n/localized-text';
import { orderedVariant, variantLabel } from '@print/core/orders/order-line';
import { orderedValues, type OrderedValue } from '@print/core/orders/ordered-values';
import { adminNextOrderStatuses, ORDER_STATUSES } from '@print/core/orders/order-status';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { actorOf, recordActivity } from '../audit/audit.service.ts';
import { AddressType } from '../users/profile.schema.ts';
import { orderItemsLoader } from './orders.loaders.ts';
import {
  changeOrderStatus,
  DEFAULT_ORDER_PAGE_SIZE,
  findOrder,
  listOwnOrders,
  MAX_ORDER_PAGE_SIZE,
  orderCountsByStatus,
  ORDER_SORTS,
  searchOrders,
  type OrderItemRow,
  type OrderRow,
} from './orders.service.ts';
import type { StatusChange } from './orders.tables.ts';

// Orders in GraphQL: the shopper's own (Order history, /orders/:id) with a session; every order of the
// tenant with orders.read; status changes with orders.manage (spec §4 state machine, enforced in core).

const session = { session: true } as const;
/** Fields of an order: its owner reaches it through myOrders/myOrder, admins through orders/order. */
const orderScopes = session;

export const OrderStatusEnum = builder.enumType('OrderStatus', { values: ORDER_STATUSES });
const OrderSortEnum = builder.enumType('OrderSort', { values: ORDER_SORTS });

const StatusChangeType = builder.objectRef<StatusChange>('OrderStatusChange').implement({
  authScopes: orderScopes,
  fields: (t) => ({
    status: t.field({ type: OrderStatusEnum, resolve: (change) => change.status }),
    at: t.exposeString('at'),
  }),
});

const OrderItemValueType = builder.objectRef<OrderedValue>('OrderItemValue').implement({
  authScopes: orderScopes,
  fields: (t) => ({
    name: t.exposeString('name'),
    label: t.exposeString('label'),
    type: t.exposeString('type', {
      description: "The field's type (text, select, colour, image…; unknown when not kept).",
    }),
    value: t.exposeString('value', {
      description: 'As stored: a choice by its value, an upload by its address.',
    }),
    text: t.exposeString('text', { description: "What a reader sees: a choice's label, else the value." }),
    fileUrl: t.string({
      nullable: true,
      description: 'An uploaded file (or the default picture) the value names, to open.',
      resolve: (value) => value.fileUrl,
    }),
  }),
});

export const OrderItemType = builder.objectRef<OrderItemRow>('OrderItem').implement({
  description: 'A line as it was ordered (a snapshot; later catalogue changes do not alter it).',
  authScopes: orderScopes,
  fields: (t) => ({
    position: t.exposeInt('position'),
    productId: t.exposeID('productId'),
    articleCode: t.string({
      nullable: true,
      description: "The product's article code as ordered; null when it had none.",
      resolve: (item) => item.articleCode,
    }),
    variantId: t.id({ nullable: true, resolve: (item) => item.variantId }),
    variantCode: t.string({
      nullable: true,
      description: "The chosen variant's code as ordered; null without a variant.",
      resolve: (item) => item.variantCode,
    }),
    variantName: t.string({
      nullable: true,
      description: "The chosen variant's name as ordered, in the reader's language; null without a variant.",
      resolve: (item, _args, ctx) =>
        item.variantName ? localizedText(item.variantName, ctx.language, ctx.tenant.defaultLanguage) : null,
    }),
    variantLabel: t.string({
      nullable: true,
      description:
        'The variant as pages show it, name and code: "Ø 80 mm (ST-RND-80)"; null without a variant.',
      resolve: (item, _args, ctx) => {
        const variant = orderedVariant(item.variantName, item.variantCode, (name) =>
          localizedText(name, ctx.language, ctx.tenant.defaultLanguage),
        );
        return variant ? variantLabel(variant.name, variant.code) : null;
      },
    }),
    productName: t.string({
      resolve: (item, _args, ctx) =>
        localizedText(item.productName, ctx.language, ctx.tenant.defaultLanguage),
    }),
    values: t.field({
      type: [OrderItemValueType],
      description:
        "Every filled personalisation value with its field's label as ordered, choices by their label, uploads as links (template or not).",
      resolve: (item, _args, ctx) =>
        orderedValues(item.fields, item.fieldValues, ctx.language, ctx.tenant.defaultLanguage),
    }),
    imageUrl: t.string({ nullable: true, resolve: (item) => item.imageUrl }),
    template: t.field({ type: 'JSON', nullable: true, resolve: (item) => item.template ?? null }),
    quantity: t.exposeInt('quantity'),
    fieldValues: t.field({ type: 'JSON', resolve: (item) => item.fieldValues }),
    customName: t.string({ nullable: true, resolve: (item) => item.customName }),
    customDescription: t.string({ nullable: true, resolve: (item) => item.customDescription }),
    unitPriceMinor: t.int({
      description:
        "Per single unit, net or gross as the order's priceDisplay says, rounded to whole minor units; a shop shows total / quantity instead (formatUnitPrice), which multiplies back to the total.",
      resolve: (item) => item.unitPriceMinor,
    }),
    netMinor: t.exposeInt('netMinor'),
    taxMinor: t.exposeInt('taxMinor'),
    grossMinor: t.exposeInt('grossMinor'),
    taxRate: t.int({ description: 'Basis points (1900 = 19 %).', resolve: (item) => item.taxRate }),
    paymentMode: t.exposeString('paymentMode'),
  }),
});

export const OrderType = builder.objectRef<OrderRow>('Order').implement({
  authScopes: orderScopes,
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number'),
    status: t.field({ type: OrderStatusEnum, resolve: (order) => order.status }),
    nextStatuses: t.field({
      type: [OrderStatusEnum],
      description: 'What an admin may change the status to (the state machine of @print/core).',
      resolve: (order) => [...adminNextOrderStatuses(order.status)],
    }),
    statusHistory: t.field({ type: [StatusChangeType], resolve: (order) => order.statusHistory }),
    paymentMethod: t.exposeString('paymentMethod'),
    currency: t.exposeString('currency'),
    priceDisplay: t.exposeString('priceDisplay'),
    netMinor: t.exposeInt('netMinor'),
    taxMinor: t.exposeInt('taxMinor'),
    grossMinor: t.exposeInt('grossMinor'),
    billingAddress: t.field({ type: AddressType, resolve: (order) => order.billingAddress }),
    shippingAddress: t.field({ type: AddressType, resolve: (order) => order.shippingAddress }),
    createdAt: t.string({ resolve: (order) => order.createdAt.toISOString() }),
    placedAt: t.string({ nullable: true, resolve: (order) => order.placedAt?.toISOString() ?? null }),
    itemCount: t.int({
      resolve: async (order, _args, ctx) => (await orderItemsLoader(ctx).load(order.id)).length,
    }),
    items: t.field({
      type: [OrderItemType],
      resolve: (order, _args, ctx) => orderItemsLoader(ctx).load(order.id),
    }),
  }),
});

const OrderPage = builder.objectRef<{ rows: OrderRow[]; total: number }>('OrderPage').implement({
  authScopes: orderScopes,
  fields: (t) => ({
    items: t.field({ type: [OrderType], resolve: (page) => page.rows }),
    total: t.exposeInt('total'),
  }),
});

const page = (offset: number | null | undefined, limit: number | null | undefined) => ({
  offset: Math.max(0, offset ?? 0),
  limit: Math.min(MAX_ORDER_PAGE_SIZE, Math.max(1, limit ?? DEFAULT_ORDER_PAGE_SIZE)),
});

builder.queryField('myOrders', (t) =>
  t.field({
    type: OrderPage,
    authScopes: session,
    description: "The session user's orders, newest first (Order history).",
    args: { offset: t.arg.int({ required: false }), limit: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => listOwnOrders(ctx.tx, ctx.user!.userId, page(args.offset, args.limit)),
  }),
);

builder.queryField('myOrder', (t) =>
  t.field({
    type: OrderType,
    nullable: true,
    authScopes: session,
    description: "One of the session user's orders; null when it is not theirs.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const order = await findOrder(ctx.tx, String(id), ctx.user!.userId);
      return order && order.status !== 'inCreation' ? order : null;
    },
  }),
);

builder.queryField('orders', (t) =>
  t.field({
    type: OrderPage,
    authScopes: { right: 'orders.read' },
    description: 'Every order of the shop: search (number, name, company, e-mail), status filter, paging.',
    args: {
      search: t.arg.string({ required: false }),
      status: t.arg({ type: OrderStatusEnum, required: false }),
      sort: t.arg({ type: OrderSortEnum, required: false }),
      offset: t.arg.int({ required: false }),
      limit: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      searchOrders(ctx.tx, {
        search: args.search ?? '',
        status: args.status ?? null,
        sort: args.sort ?? 'newest',
        ...page(args.offset, args.limit),
      }),
  }),
);

builder.queryField('order', (t) =>
  t.field({
    type: OrderType,
    nullable: true,
    authScopes: { right: 'orders.read' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => findOrder(ctx.tx, String(id)),
  }),
);

const OrderCounts = builder
  .objectRef<Awaited<ReturnType<typeof orderCountsByStatus>>>('OrderCounts')
  .implement({
    description: 'Orders per status (the dashboard card).',
    authScopes: { right: 'orders.read' },
    fields: (t) => Object.fromEntries(ORDER_STATUSES.map((status) => [status, t.exposeInt(status)])),
  });

builder.queryField('orderCounts', (t) =>
  t.field({
    type: OrderCounts,
    authScopes: { right: 'orders.read' },
    resolve: (_root, _args, ctx) => orderCountsByStatus(ctx.tx),
  }),
);

builder.mutationField('changeOrderStatus', (t) =>
  t.field({
    type: OrderType,
    authScopes: { right: 'orders.manage' },
    description: 'Moves an order from the status the admin saw (`from`) to an allowed next one.',
    args: {
      id: t.arg.id({ required: true }),
      from: t.arg({ type: OrderStatusEnum, required: true }),
      to: t.arg({ type: OrderStatusEnum, required: true }),
    },
    resolve: async (_root, args, ctx: GraphQLContext) => {
      const order = await changeOrderStatus(ctx.tx, String(args.id), args.from, args.to, ctx.user!.userId);
      await recordActivity(ctx.tx, actorOf(ctx.user), {
        action: 'order.statusChange',
        entityType: 'order',
        entityId: order.id,
        entityLabel: String(order.number),
        details: { from: args.from, to: args.to },
      });
      return order;
    },
  }),
);
