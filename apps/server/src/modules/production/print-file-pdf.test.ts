import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs } from '../../testing/auth-helpers.ts';
import { visitor } from '../../testing/checkout-helpers.ts';
import {
  APPROVALS,
  ITEMS,
  startPrintFileTests,
  type ApprovalsAnswer,
  type ItemsAnswer,
  type PlacedCard,
} from '../../testing/print-file-helpers.ts';
import { PT_PER_MM } from './print-pdf.ts';

// The print file of one personalised business card (issue 15): its PDF (page boxes, embedded fonts,
// the typed text), and the downloads' rights and tenant isolation.

const s = startPrintFileTests();
const { download } = s;

let placed: PlacedCard;
let pdfBytes: Uint8Array;
beforeAll(async () => {
  placed = await s.orderCard();
  await s.render(placed);
  const response = await download(`/print-files/${placed.id}/1.pdf`, s.admin);
  pdfBytes = new Uint8Array(response.rawPayload);
});

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
    // A copy: pdf.js takes over the bytes it is given, which would leave the other tests an empty file.
    const { text } = await extractText(await getDocumentProxy(pdfBytes.slice()), { mergePages: false });
    expect(text[0]).toContain('Ada Łukasiewicz');
    expect(text[0]).toContain('Geschäftsführerin');
    expect(text[0]).toContain('T +49 30 123456');
    expect(text[0]).toContain('E ada@example.com');
  });
});

describe('downloads', () => {
  it('gives the admin the PDF of an item and every ready file as one ZIP', async () => {
    const pdf = await download(`/print-files/${placed.id}/1.pdf`, s.admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${placed.number}-1.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const zip = await download(`/print-files/${placed.id}/all.zip`, s.admin);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // The entry's name and the whole PDF, stored as it is.
    expect(zip.rawPayload.includes(Buffer.from(`${placed.number}-1.pdf`))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from(pdf.rawPayload))).toBe(true);
    const items = await graphqlAs<ItemsAnswer>(s.t, s.admin, ITEMS, { id: placed.id });
    expect(items.body.data!.order).toMatchObject({
      printFilesZipUrl: `/print-files/${placed.id}/all.zip`,
      items: [{ printFile: { status: 'ready', downloadUrl: `/print-files/${placed.id}/1.pdf` } }],
    });
  });

  it('refuses without orders.read, without a session, and for an item with no file', async () => {
    const { admin, customer } = s;
    expect((await download(`/print-files/${placed.id}/1.pdf`, customer)).statusCode).toBe(403);
    expect((await download(`/print-files/${placed.id}/all.zip`, customer)).statusCode).toBe(403);
    expect((await download(`/print-files/${placed.id}/1.pdf`, null)).statusCode).toBe(401);
    expect((await download(`/print-files/${placed.id}/1.pdf`, await visitor(s.t))).statusCode).toBe(401);
    expect((await download(`/print-files/${placed.id}/7.pdf`, admin)).statusCode).toBe(404);
    expect((await download(`/print-files/${placed.id}/x.pdf`, admin)).statusCode).toBe(404);
    expect((await download(`/print-files/not-an-id/1.pdf`, admin)).statusCode).toBe(404);
    const items = await graphqlAs<ItemsAnswer>(s.t, customer, ITEMS, { id: placed.id });
    expect(items.body.data?.order ?? null).toBeNull();
  });

  it("finds no other shop's order: the file, the ZIP and the item's file read as not found", async () => {
    const host = 'northprint.localhost';
    const northAdmin = await loginAs(s.t, 'admin', 'Admin#2026', { host });
    expect((await download(`/print-files/${placed.id}/1.pdf`, northAdmin, host)).statusCode).toBe(404);
    expect((await download(`/print-files/${placed.id}/all.zip`, northAdmin, host)).statusCode).toBe(404);
    const items = await graphqlAs<ItemsAnswer>(s.t, northAdmin, ITEMS, { id: placed.id }, host);
    expect(items.body.data!.order).toBeNull();
    const approvals = await graphqlAs<ApprovalsAnswer>(s.t, northAdmin, APPROVALS, {}, host);
    const ids = approvals.body.data!.approvals.printProblems.map((problem) => problem.order.id);
    expect(ids).not.toContain(placed.id);
  });
});
