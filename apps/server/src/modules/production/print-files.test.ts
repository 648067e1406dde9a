import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import pino from 'pino';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../platform/config.ts';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { startJobQueue } from '../../platform/jobs/job-queue.ts';
import type { ModuleJobContext } from '../server-module.ts';
import { localMediaStorage } from '../../platform/storage/media-storage.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import {
  addToCart,
  placeOrder,
  productId,
  setStock,
  variantId,
  visitor,
} from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploadImage, type UploadAnswer } from '../../testing/upload-helpers.ts';
import { mailModule } from '../mail/mail.module.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { ordersMissingPrintFiles, productionJobs } from './print-jobs.ts';
import { PT_PER_MM } from './print-pdf.ts';
import { renderOrderPrintFiles } from './print-render.ts';

// Print files for production (issue 15): the job's PDF of a personalised business card (page boxes,
// embedded fonts, the typed text), its idempotence, a failed render on the Approvals card, and the
// downloads' rights and tenant isolation.

const CARD_VALUES = {
  firstName: 'Ada',
  lastName: 'Łukasiewicz',
  jobTitle: 'Geschäftsführerin',
  phone: '+49 30 123456',
  email: 'ada@example.com',
};
const ITEMS = `query Items($id: ID!) { order(id: $id) { id printFilesZipUrl items { position printFile {
  status error downloadUrl byteSize preflight { level code params } } } } }`;
const APPROVALS = `query Approvals { approvals { errorOrderCount errorOrders { id number }
  printProblems { position productName order { id number } printFile { status error } } } }`;

type ItemsAnswer = {
  order: {
    printFilesZipUrl: string | null;
    items: {
      position: number;
      printFile: {
        status: string;
        error: string | null;
        downloadUrl: string | null;
        preflight: { level: string; code: string; params: unknown }[];
      } | null;
    }[];
  } | null;
};
type ApprovalsAnswer = {
  approvals: {
    errorOrderCount: number;
    errorOrders: { id: string }[];
    printProblems: {
      order: { id: string };
      productName: string;
      printFile: { status: string; error: string | null };
    }[];
  };
};

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let card: string;
const log = pino({ level: 'silent' });
const deps = () => ({ database: t.database, storage: localMediaStorage(t.mediaDir), log });

async function orderCard(values: Record<string, string> = CARD_VALUES, variant?: string) {
  await addToCart(t, customer, {
    productId: card,
    quantity: 100,
    fieldValues: values,
    ...(variant ? { variantId: variant } : {}),
  });
  const { order, errors } = await placeOrder(t, customer);
  if (!order) throw new Error(JSON.stringify(errors));
  const [row] = await withSystem(t.database, (tx) =>
    tx.select({ tenantId: orders.tenantId }).from(orders).where(eq(orders.id, order.id)),
  );
  return { ...order, tenantId: row!.tenantId };
}

const download = (url: string, jar: CookieJar | null, host = 'localhost') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host, ...(jar ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}) },
  });

let placed: Awaited<ReturnType<typeof orderCard>>;
let pdfBytes: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  card = await productId(t, 'visitenkarten-standard');
  await setStock(t, card, null);
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  placed = await orderCard();
  await renderOrderPrintFiles(deps(), { tenantId: placed.tenantId, orderId: placed.id });
  const response = await download(`/print-files/${placed.id}/1.pdf`, admin);
  pdfBytes = new Uint8Array(response.rawPayload);
});
afterAll(() => t.close());

describe('the print PDF of a business card', () => {
  it('is the trim size plus bleed, with crop marks outside the bleed', async () => {
    const pdf = await PDFDocument.load(pdfBytes);
    expect(pdf.getPageCount()).toBe(2); // front and back
    const pt = (mm: number) => mm * PT_PER_MM;
    for (const page of pdf.getPages()) {
      const box = (b: { width: number; height: number }) => [b.width, b.height];
      // 85 × 55 mm trimmed, 2 mm bleed, 5 mm crop marks beyond it.
      expect(box(page.getTrimBox())).toEqual([expect.closeTo(pt(85), 2), expect.closeTo(pt(55), 2)]);
      expect(box(page.getBleedBox())).toEqual([expect.closeTo(pt(89), 2), expect.closeTo(pt(59), 2)]);
      expect(box(page.getMediaBox())).toEqual([expect.closeTo(pt(99), 2), expect.closeTo(pt(69), 2)]);
      expect(page.getTrimBox().x).toBeCloseTo(pt(7), 2);
      expect(page.getBleedBox().x).toBeCloseTo(pt(5), 2);
    }
    const media = pdf.getPage(0).getMediaBox();
    expect([media.width, media.height]).toEqual([expect.closeTo(280.63, 2), expect.closeTo(195.59, 2)]);
  });

  it('embeds every font it uses', async () => {
    const pdf = await PDFDocument.load(pdfBytes);
    const descriptors = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict)
      .filter((dict) => dict.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'));
    // Montserrat bold for the name; Inter for the rest; the Ł of the name from the latin-ext subset.
    expect(descriptors.length).toBeGreaterThanOrEqual(3);
    for (const descriptor of descriptors) {
      const file = descriptor.get(PDFName.of('FontFile2')) ?? descriptor.get(PDFName.of('FontFile3'));
      expect(file, String(descriptor.get(PDFName.of('FontName')))).toBeDefined();
    }
  });

  it('carries the typed text, as the preview lays it out', async () => {
    const { text } = await extractText(await getDocumentProxy(pdfBytes), { mergePages: false });
    expect(text[0]).toContain('Ada Łukasiewicz');
    expect(text[0]).toContain('Geschäftsführerin');
    expect(text[0]).toContain('T +49 30 123456');
    expect(text[0]).toContain('E ada@example.com');
  });
});

describe('the render job', () => {
  it("names the product, the variant and the codes as ordered in the PDF's job info (issue 23)", async () => {
    const glossy = await orderCard(CARD_VALUES, await variantId(t, 'BC-STD-GLOSS'));
    await renderOrderPrintFiles(deps(), { tenantId: glossy.tenantId, orderId: glossy.id });
    const response = await download(`/print-files/${glossy.id}/1.pdf`, admin);
    const pdf = await PDFDocument.load(new Uint8Array(response.rawPayload), { updateMetadata: false });
    expect(pdf.getTitle()).toBe(`${glossy.number}-1`);
    expect(pdf.getSubject()).toBe('Visitenkarten Standard – Glänzend (BC-STD-GLOSS)');
    expect(pdf.getKeywords()).toBe('BC-STD-GLOSS');
  });

  it('makes one file per item however many runs there are at once', async () => {
    const order = await orderCard({ ...CARD_VALUES, firstName: 'Grace' });
    const job = { tenantId: order.tenantId, orderId: order.id };
    expect(await ordersMissingPrintFiles(t.database, 0)).toContainEqual(job);
    const runs = await Promise.all([renderOrderPrintFiles(deps(), job), renderOrderPrintFiles(deps(), job)]);
    expect(runs.reduce((sum, run) => sum + run.ready, 0)).toBeGreaterThanOrEqual(1);
    const again = await renderOrderPrintFiles(deps(), job);
    expect(again).toEqual({ ready: 0, failed: 0 });
    const files = (await readdir(path.join(t.mediaDir, order.tenantId))).filter((name) =>
      name.includes(order.id),
    );
    expect(files).toEqual([`print-${order.id}-1.pdf`]);
    const answer = await graphqlAs<ItemsAnswer>(t, admin, ITEMS, { id: order.id });
    expect(answer.body.data!.order!.items.map((item) => item.printFile?.status)).toEqual(['ready']);
    expect(await ordersMissingPrintFiles(t.database, 0)).not.toContainEqual(job);
  });

  it('puts a failed render on the Approvals card with its reason, linking to the order', async () => {
    const order = await orderCard({ ...CARD_VALUES, firstName: 'Broken' });
    // A picture that is not (or no longer) in the media storage cannot be printed.
    await withSystem(t.database, (tx) =>
      tx
        .update(orderItems)
        .set({ fieldValues: { ...CARD_VALUES, logo: '/media/00000000-0000-4000-8000-000000000000' } })
        .where(eq(orderItems.orderId, order.id)),
    );
    expect(await renderOrderPrintFiles(deps(), { tenantId: order.tenantId, orderId: order.id })).toEqual({
      ready: 0,
      failed: 1,
    });
    const items = await graphqlAs<ItemsAnswer>(t, admin, ITEMS, { id: order.id });
    expect(items.body.data!.order!.items[0]!.printFile).toMatchObject({
      status: 'failed',
      error: 'admin.printFileImageMissing',
      downloadUrl: null,
    });
    const approvals = await graphqlAs<ApprovalsAnswer>(t, admin, APPROVALS);
    expect(approvals.body.data!.approvals.printProblems).toContainEqual(
      expect.objectContaining({
        order: expect.objectContaining({ id: order.id }),
        printFile: { status: 'failed', error: 'admin.printFileImageMissing' },
      }),
    );
    // Once the shop has processed the order, it no longer waits for a decision.
    await graphqlAs(
      t,
      admin,
      `mutation P($id: ID!) { changeOrderStatus(id: $id, from: placed, to: processed) { status } }`,
      {
        id: order.id,
      },
    );
    const after = await graphqlAs<ApprovalsAnswer>(t, admin, APPROVALS);
    expect(after.body.data!.approvals.printProblems.map((problem) => problem.order.id)).not.toContain(
      order.id,
    );
  });

  it('places an uploaded logo, and a soft one ends on the Approvals card with the preflight warning', async () => {
    const png = await sharp({
      create: { width: 200, height: 120, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const upload = await uploadImage(t, customer, png, 'logo.png', 'image/png');
    const logo = (upload.json() as UploadAnswer).data!.uploadPrintImage.url;
    const order = await orderCard({ ...CARD_VALUES, firstName: 'Logo', logo });
    expect(await renderOrderPrintFiles(deps(), { tenantId: order.tenantId, orderId: order.id })).toEqual({
      ready: 1,
      failed: 0,
    });
    const items = await graphqlAs<ItemsAnswer>(t, admin, ITEMS, { id: order.id });
    // 200 × 120 px in the 19 × 11 mm box in front (277 dpi) and the larger one on the back (138 dpi).
    const warning = (dpi: string) => ({
      level: 'warning',
      code: 'shop.preflightLowResolutionDpi',
      params: { dpi, minDpi: '300' },
    });
    expect(items.body.data!.order!.items[0]!.printFile).toMatchObject({
      status: 'ready',
      preflight: [warning('277'), warning('138')],
    });
    const pdf = await PDFDocument.load(
      new Uint8Array((await download(`/print-files/${order.id}/1.pdf`, admin)).rawPayload),
    );
    const images = pdf.context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      );
    expect(images.length).toBeGreaterThanOrEqual(1); // on the front and the back, embedded once
    const approvals = await graphqlAs<ApprovalsAnswer>(t, admin, APPROVALS);
    expect(approvals.body.data!.approvals.printProblems).toContainEqual(
      expect.objectContaining({
        order: expect.objectContaining({ id: order.id }),
        printFile: { status: 'ready', error: null },
      }),
    );
  });

  it('lists orders in the Error status on the Approvals card', async () => {
    const order = await orderCard({ ...CARD_VALUES, firstName: 'Erroneous' });
    const change = await graphqlAs(
      t,
      admin,
      `mutation C($id: ID!) { changeOrderStatus(id: $id, from: placed, to: error) { status } }`,
      { id: order.id },
    );
    expect(change.body.errors).toBeUndefined();
    const approvals = await graphqlAs<ApprovalsAnswer>(t, admin, APPROVALS);
    expect(approvals.body.data!.approvals.errorOrders.map((o) => o.id)).toContain(order.id);
    expect(approvals.body.data!.approvals.errorOrderCount).toBeGreaterThanOrEqual(1);
  });
});

describe('placing an order', () => {
  it("queues the render: with the job queue running, the new order's file turns ready by itself", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'print-jobs-'));
    const context: ModuleJobContext = {
      database: t.database,
      services: t.services,
      media: localMediaStorage(dataDir),
      mediaReferences: [],
      config: { dataDir, s3: undefined, nodeEnv: 'test', mailFrom: 'shop@example.com' } as Config,
      log,
      send: (name, data) => queue.send(name, data),
      onStop: () => undefined,
    };
    // With the mail jobs too: the placement also queues its confirmation.
    const jobs = [...productionJobs(context), ...(mailModule.jobs?.(context) ?? [])];
    const queue = await startJobQueue(t.database, jobs, log);
    try {
      const order = await orderCard({ ...CARD_VALUES, firstName: 'Queued' });
      const status = async () => {
        const answer = await graphqlAs<ItemsAnswer>(t, admin, ITEMS, { id: order.id });
        return answer.body.data!.order!.items[0]!.printFile?.status ?? 'none';
      };
      await expect.poll(status, { timeout: 30_000 }).toBe('ready');
      expect(await readdir(path.join(dataDir, order.tenantId))).toEqual([`print-${order.id}-1.pdf`]);
    } finally {
      await queue.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('statements', () => {
  it('reads the print files of a page of orders in as many statements for many orders as for one', async () => {
    const LIST = `query L($limit: Int) { orders(limit: $limit) { items { printFilesZipUrl items { printFile { status preflight { code } } } } } }`;
    const count = async (limit: number) => {
      const statements: string[] = [];
      t.database.onStatement = (text) => {
        if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text)) statements.push(text);
      };
      try {
        const answer = await graphqlAs<{ orders: { items: unknown[] } }>(t, admin, LIST, { limit });
        expect(answer.body.errors).toBeUndefined();
        return { orders: answer.body.data!.orders.items.length, statements };
      } finally {
        t.database.onStatement = undefined;
      }
    };
    const one = await count(1);
    const many = await count(20);
    expect(many.orders).toBeGreaterThan(3);
    expect(many.statements.length, many.statements.join('\n')).toBe(one.statements.length);
    expect(many.statements.filter((text) => /from "print_file"/.test(text))).toHaveLength(1);
  });
});

describe('downloads', () => {
  it('gives the admin the PDF of an item and every ready file as one ZIP', async () => {
    const pdf = await download(`/print-files/${placed.id}/1.pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${placed.number}-1.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const zip = await download(`/print-files/${placed.id}/all.zip`, admin);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // The entry's name and the whole PDF, stored as it is.
    expect(zip.rawPayload.includes(Buffer.from(`${placed.number}-1.pdf`))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from(pdf.rawPayload))).toBe(true);
    const items = await graphqlAs<ItemsAnswer>(t, admin, ITEMS, { id: placed.id });
    expect(items.body.data!.order).toMatchObject({
      printFilesZipUrl: `/print-files/${placed.id}/all.zip`,
      items: [{ printFile: { status: 'ready', downloadUrl: `/print-files/${placed.id}/1.pdf` } }],
    });
  });

  it('refuses without orders.read, without a session, and for an item with no file', async () => {
    expect((await download(`/print-files/${placed.id}/1.pdf`, customer)).statusCode).toBe(403);
    expect((await download(`/print-files/${placed.id}/all.zip`, customer)).statusCode).toBe(403);
    expect((await download(`/print-files/${placed.id}/1.pdf`, null)).statusCode).toBe(401);
    expect((await download(`/print-files/${placed.id}/1.pdf`, await visitor(t))).statusCode).toBe(401);
    expect((await download(`/print-files/${placed.id}/7.pdf`, admin)).statusCode).toBe(404);
    expect((await download(`/print-files/${placed.id}/x.pdf`, admin)).statusCode).toBe(404);
    expect((await download(`/print-files/not-an-id/1.pdf`, admin)).statusCode).toBe(404);
    const items = await graphqlAs<ItemsAnswer>(t, customer, ITEMS, { id: placed.id });
    expect(items.body.data?.order ?? null).toBeNull();
  });

  it("finds no other shop's order: the file, the ZIP and the item's file read as not found", async () => {
    const host = 'northprint.localhost';
    const northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host });
    expect((await download(`/print-files/${placed.id}/1.pdf`, northAdmin, host)).statusCode).toBe(404);
    expect((await download(`/print-files/${placed.id}/all.zip`, northAdmin, host)).statusCode).toBe(404);
    const items = await graphqlAs<ItemsAnswer>(t, northAdmin, ITEMS, { id: placed.id }, host);
    expect(items.body.data!.order).toBeNull();
    const approvals = await graphqlAs<ApprovalsAnswer>(t, northAdmin, APPROVALS, {}, host);
    const ids = approvals.body.data!.approvals.printProblems.map((problem) => problem.order.id);
    expect(ids).not.toContain(placed.id);
  });
});
