import { localizedText } from '@print/core/i18n/localized-text';
import { orderedVariant, productWithVariant } from '@print/core/orders/order-line';
import { preflight } from '@print/core/print/preflight';
import type { ProductField } from '@print/core/print/product-field';
import { validateTemplate } from '@print/core/print/template';
import type { FieldValues, Template } from '@print/core/print/template-types';
import { resolveColor } from '@print/core/theme/resolve-color';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { resolvedFieldsOf, type FieldRow } from '../catalog/fields/product-fields.ts';
import type { MediaRow } from '../media/media.service.ts';
import { findOrder, itemsOfOrders, type OrderItemRow } from '../orders/orders.service.ts';
import { loadActiveTheme } from '../theme/theme.service.ts';
import { printImageLoader, uploadsOf } from './print-images.ts';
import { PrintRenderError, renderPrintPdf } from './print-pdf.ts';
import { printFiles, type StoredPreflightFinding } from './print-files.tables.ts';

// Making an order's print files (the job production.render-print-files). Idempotent: the rows are
// created once (primary key per item), only a pending row is rendered, its bytes go under a name
// fixed by order and position, and the row turns ready only from pending. Two runs for the same order
// (the placement's and the sweep's, or a double queueing) leave one file per item.

export type RenderPrintFilesJob = { tenantId: string; orderId: string };
export type ProductionDeps = {
  database: Database;
  storage: MediaStorage;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
};

/** The reason stored when a render failed for a cause the admin cannot read more into. */
export const RENDER_FAILED = 'admin.printFileRenderFailed';
export const TEMPLATE_INVALID = 'admin.printFileTemplateInvalid';

/** The stored file's name in the tenant's media storage. */
export const printFileName = (orderId: string, position: number) => `print-${orderId}-${position}.pdf`;

type Work = {
  item: OrderItemRow;
  template: Template | null;
  fields: ProductField[];
  uploads: Map<string, MediaRow>;
};

const asProductFields = (rows: readonly FieldRow[]): ProductField[] =>
  rows.map((row) => ({
    name: row.name,
    label: row.label,
    type: row.type,
    required: row.required,
    ...(row.defaultValue !== null ? { defaultValue: row.defaultValue } : {}),
    ...(row.options.length ? { options: row.options.map((option) => option.value) } : {}),
  }));

/** The PDF's job info: the product and variant in the order's language, the codes as ordered. */
function jobInfo(order: { language: string }, item: OrderItemRow) {
  const text = (value: Record<string, string>) => localizedText(value, order.language, order.language);
  const variant = orderedVariant(item.variantName, item.variantCode, text);
  return {
    subject: productWithVariant(text(item.productName), variant),
    keywords: [item.articleCode, item.variantCode].filter((code): code is string => !!code),
  };
}

/** Creates the missing rows and reads what the pending items need, in one short transaction. */
async function prepare(tx: Tx, job: RenderPrintFilesJob) {
  const order = await findOrder(tx, job.orderId);
  if (!order || order.status === 'inCreation') return null;
  const items = ((await itemsOfOrders(tx, [order.id])).get(order.id) ?? []).filter(
    (item) => item.template !== null,
  );
  if (items.length === 0) return null;
  await tx
    .insert(printFiles)
    .values(items.map((item) => ({ orderId: order.id, position: item.position })))
    .onConflictDoNothing();
  const pending = new Set(
    (
      await tx
        .select({ position: printFiles.position })
        .from(printFiles)
        .where(and(eq(printFiles.orderId, order.id), eq(printFiles.status, 'pending')))
    ).map((row) => row.position),
  );
  const todo = items.filter((item) => pending.has(item.position));
  const fieldRows = await resolvedFieldsOf(tx, [...new Set(todo.map((item) => item.productId))]);
  const uploads = await uploadsOf(
    tx,
    todo.flatMap((item) => Object.values(item.fieldValues)),
  );
  const work: Work[] = todo.map((item) => {
    const checked = validateTemplate(item.template);
    return {
      item,
      template: checked.ok ? checked.template : null,
      fields: asProductFields(fieldRows.filter((row) => row.productId === item.productId)),
      uploads,
    };
  });
  return { order, work, theme: await loadActiveTheme(tx) };
}

/** The preflight of the item as stored with its file (issues with the field's upload size known). */
function findingsOf(work: Work, template: Template): StoredPreflightFinding[] {
  const imageInfo: Record<string, { widthPx: number; heightPx: number }> = {};
  for (const field of work.fields) {
    const upload = work.uploads.get((work.item.fieldValues[field.name] ?? '').trim());
    if (upload) imageInfo[field.name] = { widthPx: upload.widthPx, heightPx: upload.heightPx };
  }
  return preflight(template, work.item.fieldValues, work.fields, imageInfo).map((issue) => ({
    level: issue.severity,
    code: issue.key,
    message: issue.key,
    ...(issue.params ? { params: issue.params } : {}),
    ...(issue.elementId !== undefined ? { elementId: issue.elementId } : {}),
  }));
}

async function finish(
  database: Database,
  job: RenderPrintFilesJob,
  position: number,
  result: Partial<typeof printFiles.$inferInsert>,
) {
  await withTenant(database, job.tenantId, (tx) =>
    tx
      .update(printFiles)
      .set({ ...result, updatedAt: new Date() })
      .where(
        and(
          eq(printFiles.orderId, job.orderId),
          eq(printFiles.position, position),
          eq(printFiles.status, 'pending'),
        ),
      ),
  );
}

/**
 * Renders the order's pending print files. A render that cannot succeed (an invalid template, a missing
 * picture) is stored as failed with its reason; anything else is thrown for the job queue to retry,
 * and on the last attempt stored as failed too. Returns how many files were made.
 */
export async function renderOrderPrintFiles(
  deps: ProductionDeps,
  job: RenderPrintFilesJob,
  lastAttempt = true,
): Promise<{ ready: number; failed: number }> {
  const prepared = await withTenant(deps.database, job.tenantId, (tx) => prepare(tx, job));
  const counts = { ready: 0, failed: 0 };
  if (!prepared) return counts;
  const themeLog = { warn: (message: string) => deps.log.warn(message) };
  const colors = (token: string) => resolveColor(prepared.theme, token, themeLog);
  for (const work of prepared.work) {
    const { position } = work.item;
    if (!work.template) {
      await finish(deps.database, job, position, { status: 'failed', error: TEMPLATE_INVALID });
      counts.failed++;
      continue;
    }
    const findings = findingsOf(work, work.template);
    try {
      const bytes = await renderPrintPdf(work.template, work.item.fieldValues as FieldValues, {
        resolveColor: colors,
        loadImage: printImageLoader(deps.storage, work.uploads),
        title: `${prepared.order.number}-${position}`,
        ...jobInfo(prepared.order, work.item),
      });
      const name = printFileName(job.orderId, position);
      await deps.storage.put(job.tenantId, name, bytes);
      await finish(deps.database, job, position, {
        status: 'ready',
        storageKey: name,
        byteSize: bytes.byteLength,
        preflight: findings,
        error: null,
      });
      counts.ready++;
    } catch (error) {
      if (!(error instanceof PrintRenderError) && !lastAttempt) throw error;
      if (!(error instanceof PrintRenderError))
        deps.log.error({ err: error, orderId: job.orderId, position }, 'print file render failed');
      const reason = error instanceof PrintRenderError ? error.reason : RENDER_FAILED;
      await finish(deps.database, job, position, { status: 'failed', error: reason, preflight: findings });
      counts.failed++;
    }
  }
  return counts;
}

export type PrintFileRow = typeof printFiles.$inferSelect;

/** The print files of many orders (one statement), by order id. */
export async function printFilesOfOrders(
  tx: Tx,
  orderIds: readonly string[],
): Promise<Map<string, PrintFileRow[]>> {
  const byOrder = new Map<string, PrintFileRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await tx
    .select()
    .from(printFiles)
    .where(inArray(printFiles.orderId, [...orderIds]))
    .orderBy(printFiles.position);
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}
