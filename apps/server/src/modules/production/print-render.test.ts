import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { serviceContextLoaders } from '../users/service-context-loaders.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../platform/config.ts';
import { startJobQueue } from '../../platform/jobs/job-queue.ts';
import { localMediaStorage } from '../../platform/storage/media-storage.ts';
import { graphqlAs } from '../../testing/auth-helpers.ts';
import { variantId } from '../../testing/checkout-helpers.ts';
import {
  APPROVALS,
  CARD_VALUES,
  ITEMS,
  orderCardWithMissingLogo,
  orderCardWithSoftLogo,
  startPrintFileTests,
  type ApprovalsAnswer,
  type ItemsAnswer,
} from '../../testing/print-file-helpers.ts';
import { mailModule } from '../mail/mail.module.ts';
import type { ModuleJobContext } from '../server-module.ts';
import { ordersMissingPrintFiles, productionJobs } from './print-jobs.ts';
import { renderOrderPrintFiles } from './print-render.ts';

// Rendering print files (issue 15): the job's info in the PDF, its idempotence, a failed render and a
// soft picture on the Approvals card, and the render a placed order queues.

const s = startPrintFileTests();
const { deps, orderCard, download } = s;

describe('the render job', () => {
  it("names the product, the variant and the codes as ordered in the PDF's job info (issue 23)", async () => {
    const glossy = await orderCard(CARD_VALUES, await variantId(s.t, 'BC-STD-GLOSS'));
    await s.render(glossy);
    const response = await download(`/print-files/${glossy.id}/1.pdf`, s.admin);
    const pdf = await PDFDocument.load(new Uint8Array(response.rawPayload), { updateMetadata: false });
    expect(pdf.getTitle()).toBe(`${glossy.number}-1`);
    expect(pdf.getSubject()).toBe('Visitenkarten Standard – Glänzend (BC-STD-GLOSS)');
    expect(pdf.getKeywords()).toBe('BC-STD-GLOSS');
  });

  it('makes one file per item however many runs there are at once', async () => {
    const { t, admin } = s;
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
    const { t, admin } = s;
    const order = await orderCardWithMissingLogo(s);
    expect(await s.render(order)).toEqual({
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
    const { t, admin } = s;
    const order = await orderCardWithSoftLogo(s);
    expect(await s.render(order)).toEqual({
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
    const { t, admin } = s;
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
    const { t, admin, log } = s;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'print-jobs-'));
    const context: ModuleJobContext = {
      database: t.database,
      services: t.services,
      media: localMediaStorage(dataDir),
      mediaReferences: [],
      contextLoaders: serviceContextLoaders,
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
