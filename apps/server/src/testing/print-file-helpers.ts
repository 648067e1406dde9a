import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { withSystem } from '../platform/db/tenant-scope.ts';
import { localMediaStorage } from '../platform/storage/media-storage.ts';
import { loginAs, type CookieJar } from './auth-helpers.ts';
import { addToCart, placeOrder, productId, setStock, type PlacedOrder } from './checkout-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { uploadImage, type UploadAnswer } from './upload-helpers.ts';
import { orderItems, orders } from '../modules/orders/orders.tables.ts';
import { renderOrderPrintFiles } from '../modules/production/print-render.ts';

// What the print file tests share (issue 15): the personalised business card they order, the queries
// they read the files with, and an app of the file's own with the admin and the customer signed in.

export const CARD_VALUES = {
  firstName: 'Ada',
  lastName: 'Łukasiewicz',
  jobTitle: 'Geschäftsführerin',
  phone: '+49 30 123456',
  email: 'ada@example.com',
};
export const ITEMS = `query Items($id: ID!) { order(id: $id) { id printFilesZipUrl items { position printFile {
  status error downloadUrl byteSize preflight { level code params } } } } }`;
export const APPROVALS = `query Approvals { approvals { errorOrderCount errorOrders { id number }
  printProblems { position productName order { id number } printFile { status error } } } }`;

export type ItemsAnswer = {
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
export type ApprovalsAnswer = {
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

/** What the tests read of a download's answer. */
export type Download = {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
};

export type PlacedCard = PlacedOrder & { tenantId: string };

export type PrintFileTestSession = {
  t: TestApp;
  admin: CookieJar;
  customer: CookieJar;
  log: pino.Logger;
  /** What the render job runs with: the app's database and its media storage. */
  deps: () => Parameters<typeof renderOrderPrintFiles>[0];
  /** The customer orders 100 business cards with these values (of this variant) and places the order. */
  orderCard: (values?: Record<string, string>, variant?: string) => Promise<PlacedCard>;
  /** Renders the order's print files as the job would. */
  render: (order: PlacedCard) => ReturnType<typeof renderOrderPrintFiles>;
  /** A GET of a download path as this session (none: without a cookie), on this shop's host. */
  download: (url: string, jar: CookieJar | null, host?: string) => Promise<Download>;
};

/**
 * Starts the app with unlimited business cards and signs in before the file's tests, and closes it
 * after them. The functions can be taken at once; the app and sessions are there from the first test on.
 */
export function startPrintFileTests(): PrintFileTestSession {
  let card = '';
  const log = pino({ level: 'silent' });
  const session: PrintFileTestSession = {
    t: undefined as unknown as TestApp,
    admin: new Map(),
    customer: new Map(),
    log,
    deps: () => ({ database: session.t.database, storage: localMediaStorage(session.t.mediaDir), log }),
    orderCard: async (values = CARD_VALUES, variant) => {
      const { t, customer } = session;
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
    },
    render: (order) => renderOrderPrintFiles(session.deps(), { tenantId: order.tenantId, orderId: order.id }),
    download: (url, jar, host = 'localhost') =>
      session.t.app.inject({
        method: 'GET',
        url,
        headers: {
          host,
          ...(jar ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        },
      }),
  };
  beforeAll(async () => {
    session.t = await createTestApp();
    card = await productId(session.t, 'visitenkarten-standard');
    await setStock(session.t, card, null);
    session.admin = await loginAs(session.t, 'admin', 'Admin#2026');
    session.customer = await loginAs(session.t, 'kunde', 'Kunde#2026');
  });
  afterAll(() => session.t.close());
  return session;
}

/** An order whose picture is not (or no longer) in the media storage: it cannot be printed. */
export async function orderCardWithMissingLogo(s: PrintFileTestSession): Promise<PlacedCard> {
  const order = await s.orderCard({ ...CARD_VALUES, firstName: 'Broken' });
  await withSystem(s.t.database, (tx) =>
    tx
      .update(orderItems)
      .set({ fieldValues: { ...CARD_VALUES, logo: '/media/00000000-0000-4000-8000-000000000000' } })
      .where(eq(orderItems.orderId, order.id)),
  );
  return order;
}

/** An order with an uploaded logo of 200 × 120 px: too few pixels for 300 dpi in either box. */
export async function orderCardWithSoftLogo(s: PrintFileTestSession): Promise<PlacedCard> {
  const png = await sharp({
    create: { width: 200, height: 120, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .png()
    .toBuffer();
  const upload = await uploadImage(s.t, s.customer, png, 'logo.png', 'image/png');
  const logo = (upload.json() as UploadAnswer).data!.uploadPrintImage.url;
  return s.orderCard({ ...CARD_VALUES, firstName: 'Logo', logo });
}
