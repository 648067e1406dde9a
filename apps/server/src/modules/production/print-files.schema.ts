import DataLoader from 'dataloader';
import { localizedText } from '@print/core/i18n/localized-text';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { itemsOfOrders } from '../orders/orders.service.ts';
import { OrderItemType, OrderType } from '../orders/orders.schema.ts';
import { ordersByIds, ordersInStatus } from '../orders/orders-for-production.ts';
import type { OrderRow } from '../orders/orders.service.ts';
import { printFiles, type StoredPreflightFinding } from './print-files.tables.ts';
import { printFilesOfOrders, type PrintFileRow } from './print-render.ts';

// Print files in GraphQL: each order item's file (status, reason, preflight) on the admin's order
// detail, and the dashboard's Approvals card. Everything needs orders.read (the downloads too).

const ordersRead = { right: 'orders.read' } as const;

/** One statement for every item of every order a request shows. */
const perRequest = new WeakMap<GraphQLContext, DataLoader<string, PrintFileRow[]>>();
function printFilesLoader(ctx: GraphQLContext) {
  let loader = perRequest.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const byOrder = await printFilesOfOrders(ctx.tx, ids);
      return ids.map((id) => byOrder.get(id) ?? []);
    });
    perRequest.set(ctx, loader);
  }
  return loader;
}

const PrintFileStatus = builder.enumType('PrintFileStatus', {
  values: ['pending', 'ready', 'failed'] as const,
});

const PreflightFinding = builder.objectRef<StoredPreflightFinding>('PrintFileFinding').implement({
  description: 'A preflight finding stored with a print file: a translation key and its parameters.',
  authScopes: ordersRead,
  fields: (t) => ({
    level: t.exposeString('level'),
    code: t.exposeString('code'),
    params: t.field({ type: 'JSON', nullable: true, resolve: (finding) => finding.params ?? null }),
    elementId: t.string({ nullable: true, resolve: (finding) => finding.elementId ?? null }),
  }),
});

const downloadUrl = (row: Pick<PrintFileRow, 'orderId' | 'position'>) =>
  `/print-files/${row.orderId}/${row.position}.pdf`;

const PrintFileType = builder.objectRef<PrintFileRow>('PrintFile').implement({
  description: 'The print-ready PDF of one order item, made by a job once the order is placed.',
  authScopes: ordersRead,
  fields: (t) => ({
    position: t.exposeInt('position'),
    status: t.field({ type: PrintFileStatus, resolve: (row) => row.status }),
    byteSize: t.int({ nullable: true, resolve: (row) => row.byteSize }),
    error: t.string({
      nullable: true,
      description: 'Why the render failed: a translation key.',
      resolve: (row) => row.error,
    }),
    preflight: t.field({ type: [PreflightFinding], resolve: (row) => row.preflight }),
    downloadUrl: t.string({
      nullable: true,
      resolve: (row) => (row.status === 'ready' ? downloadUrl(row) : null),
    }),
  }),
});

builder.objectField(OrderItemType, 'printFile', (t) =>
  t.field({
    type: PrintFileType,
    nullable: true,
    authScopes: ordersRead,
    description: 'Null while no file is due (no print template) or the job has not started yet.',
    resolve: async (item, _args, ctx) =>
      (await printFilesLoader(ctx).load(item.orderId)).find((row) => row.position === item.position) ?? null,
  }),
);

builder.objectField(OrderType, 'printFilesZipUrl', (t) =>
  t.string({
    nullable: true,
    authScopes: ordersRead,
    description: 'Every ready print file of the order in one ZIP; null while none is ready.',
    resolve: async (order, _args, ctx) =>
      (await printFilesLoader(ctx).load(order.id)).some((row) => row.status === 'ready')
        ? `/print-files/${order.id}/all.zip`
        : null,
  }),
);

type PrintProblem = { file: PrintFileRow; order: OrderRow; productName: string };

const PrintProblemType = builder.objectRef<PrintProblem>('PrintFileProblem').implement({
  description: 'An order item whose print file failed or whose preflight raised warnings.',
  authScopes: ordersRead,
  fields: (t) => ({
    order: t.field({ type: OrderType, resolve: (problem) => problem.order }),
    position: t.int({ resolve: (problem) => problem.file.position }),
    productName: t.string({ resolve: (problem) => problem.productName }),
    printFile: t.field({ type: PrintFileType, resolve: (problem) => problem.file }),
  }),
});

const Approvals = builder
  .objectRef<{ errorOrders: OrderRow[]; errorOrderCount: number; printProblems: PrintProblem[] }>('Approvals')
  .implement({
    description: "What waits for the shop's decision (the dashboard card).",
    authScopes: ordersRead,
    fields: (t) => ({
      errorOrders: t.field({ type: [OrderType], resolve: (approvals) => approvals.errorOrders }),
      errorOrderCount: t.exposeInt('errorOrderCount'),
      printProblems: t.field({ type: [PrintProblemType], resolve: (approvals) => approvals.printProblems }),
    }),
  });

/** How many entries of each list the card shows. */
const APPROVALS_SHOWN = 10;
/** Print problems read to find those still waiting (of orders not yet processed). */
const PRINT_PROBLEMS_READ = 50;
/** Once the shop processed (or finished) an order, its print files were decided on. */
const WAITING: readonly OrderRow['status'][] = ['placed', 'error'];

builder.queryField('approvals', (t) =>
  t.field({
    type: Approvals,
    authScopes: ordersRead,
    description:
      'Orders in the Error status, and items of orders not yet processed whose print file failed or got preflight warnings.',
    resolve: async (_root, _args, ctx) => {
      const errors = await ordersInStatus(ctx.tx, 'error', APPROVALS_SHOWN);
      const files = await ctx.tx
        .select()
        .from(printFiles)
        .where(
          or(
            eq(printFiles.status, 'failed'),
            and(
              eq(printFiles.status, 'ready'),
              sql`jsonb_path_exists(${printFiles.preflight}, '$[*] ? (@.level == "warning")')`,
            ),
          ),
        )
        .orderBy(desc(printFiles.updatedAt))
        .limit(PRINT_PROBLEMS_READ);
      const orderIds = [...new Set(files.map((file) => file.orderId))];
      const orders = await ordersByIds(ctx.tx, orderIds);
      const items = await itemsOfOrders(ctx.tx, orderIds);
      const printProblems = files.flatMap((file) => {
        const order = orders.get(file.orderId);
        const item = items.get(file.orderId)?.find((candidate) => candidate.position === file.position);
        if (!order || !item || !WAITING.includes(order.status)) return [];
        const productName = localizedText(item.productName, ctx.language, ctx.tenant.defaultLanguage);
        return [{ file, order, productName }];
      });
      return {
        errorOrders: errors.rows,
        errorOrderCount: errors.total,
        printProblems: printProblems.slice(0, APPROVALS_SHOWN),
      };
    },
  }),
);
