import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  CXML_AUTOSUBMIT_CSP_SOURCE,
  CXML_AUTOSUBMIT_SCRIPT,
  CXML_DOCTYPE,
  cxmlErrorResponse,
  cxmlOrderMessage,
  cxmlSetupResponse,
  cxmlTransferPage,
  DEFAULT_UNSPSC,
  newPayloadId,
} from './cxml.ts';
import { decimalToMinor, type PunchOutItem } from './punchout-types.ts';

// The cXML documents we write: setup and error responses, the PunchOutOrderMessage and its auto-posting
// page. Generated XML is read back with a plain parser. Reading setup requests: cxml-setup.test.ts.

const sample = (name: string) => readFileSync(path.resolve(import.meta.dirname, 'samples', name), 'utf8');

// A plain reader for our own output (trusted), arrays for the elements that repeat.
const reader = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'ItemIn',
});
const read = (xml: string): unknown => reader.parse(xml);

/** Walks parsed XML by element/attribute names and array indices; undefined once a step is missing. */
function at(node: unknown, ...steps: (string | number)[]): unknown {
  return steps.reduce<unknown>(
    (n, step) =>
      typeof n === 'object' && n !== null ? (n as Record<string | number, unknown>)[step] : undefined,
    node,
  );
}

const CARDS: PunchOutItem = {
  articleCode: 'BC-85x55-350',
  description: 'Business cards "Classic" <85×55 mm> & matt',
  longText: '350 g/m² matt, 4/4 colour\nName: Jane Doe',
  quantity: 500,
  unit: 'C62',
  unitPriceMinor: 9,
  currency: 'EUR',
  leadTimeDays: 5,
  classification: '82121507',
  auxiliaryId: 'cart-line-7f3a',
};
const FLYER: PunchOutItem = {
  articleCode: 'FLY-A5-135',
  description: 'Flyer A5, 135 g/m² gloss',
  quantity: 1000,
  unit: 'PCE',
  unitPriceMinor: 5,
  currency: 'EUR',
};
const ORDER = {
  payloadId: '1718013000000.0a1b2c3d4e5f60718293a4b5@shop.example',
  timestamp: new Date('2024-06-10T10:40:00Z'),
  buyerCookie: '34234234ADFSDF234234',
  fromIdentity: 'AN01000099999',
  toIdentity: 'AN01000000123',
  items: [CARDS, FLYER],
  currency: 'EUR',
  inReplyTo: '1718012345678.4711.8230591@prod-buyer.ariba.example',
  deploymentMode: 'test' as const,
};

describe('setup and error responses', () => {
  it('answers with Status 200 and the StartPage, readable back', () => {
    const xml = cxmlSetupResponse({
      payloadId: 'ours@shop.example',
      inResponseTo: '1718012345678.4711.8230591@prod-buyer.ariba.example',
      startUrl: 'https://shop.example/punchout/start?session=a&b=c',
      timestamp: new Date('2024-06-10T10:25:46Z'),
    });
    expect(xml.split('\n').slice(0, 2)).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', CXML_DOCTYPE]);
    expect(read(xml)).toMatchObject({
      cXML: {
        '@_payloadID': 'ours@shop.example',
        '@_timestamp': '2024-06-10T10:25:46+00:00',
        Response: {
          Status: { '@_code': '200', '@_text': 'OK' },
          PunchOutSetupResponse: { StartPage: { URL: 'https://shop.example/punchout/start?session=a&b=c' } },
        },
      },
    });
    expect(xml).toContain('<!-- in response to 1718012345678.4711.8230591@prod-buyer.ariba.example -->');
    const hostile = cxmlSetupResponse({
      ...{ payloadId: 'p', startUrl: 'https://s.example/', timestamp: 'now' },
      inResponseTo: 'a-->b-',
    });
    expect(hostile).toContain('<!-- in response to a->b -->');
  });

  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [500, 'Internal Server Error'],
  ] as const)('answers errors with Status %i %s and an escaped detail', (code, text) => {
    const xml = cxmlErrorResponse({
      code,
      text: 'Shared secret <wrong> & "refused"',
      timestamp: 'T',
      payloadId: 'e@x',
    });
    expect(xml).toContain(CXML_DOCTYPE);
    expect(at(read(xml), 'cXML', 'Response', 'Status')).toEqual({
      '@_code': String(code),
      '@_text': text,
      '@_xml:lang': 'en',
      '#text': 'Shared secret <wrong> & "refused"',
    });
  });
});

describe('cxmlOrderMessage', () => {
  const xml = cxmlOrderMessage(ORDER);
  const message = at(read(xml), 'cXML', 'Message', 'PunchOutOrderMessage');

  it('has the recorded PunchOutOrderMessage shape', () => {
    expect(read(xml)).toEqual(read(sample('PunchOutOrderMessage.expected.xml')));
    expect(xml).toContain(CXML_DOCTYPE);
    expect(xml).not.toContain('SharedSecret');
  });

  it('totals quantity × unit price exactly and reads back item by item', () => {
    expect(message).toMatchObject({
      BuyerCookie: '34234234ADFSDF234234',
      PunchOutOrderMessageHeader: {
        '@_operationAllowed': 'edit',
        Total: { Money: { '@_currency': 'EUR', '#text': '95.00' } },
      },
    });
    expect(at(message, 'ItemIn', 0)).toEqual({
      '@_quantity': '500',
      ItemID: { SupplierPartID: 'BC-85x55-350', SupplierPartAuxiliaryID: 'cart-line-7f3a' },
      ItemDetail: {
        UnitPrice: { Money: { '@_currency': 'EUR', '#text': '0.09' } },
        Description: {
          '@_xml:lang': 'en',
          ShortName: CARDS.description,
          '#text': `${CARDS.description}\n${CARDS.longText}`,
        },
        UnitOfMeasure: 'C62',
        Classification: { '@_domain': 'UNSPSC', '#text': '82121507' },
        LeadTime: '5',
      },
    });
    expect(at(message, 'ItemIn', 1)).toEqual({
      '@_quantity': '1000',
      ItemID: { SupplierPartID: 'FLY-A5-135' },
      ItemDetail: {
        UnitPrice: { Money: { '@_currency': 'EUR', '#text': '0.05' } },
        Description: { '@_xml:lang': 'en', '#text': 'Flyer A5, 135 g/m² gloss' },
        UnitOfMeasure: 'C62',
        Classification: { '@_domain': 'UNSPSC', '#text': DEFAULT_UNSPSC },
      },
    });
  });

  it('escapes <, & and " so descriptions come back unchanged', () => {
    expect(xml).toContain('&lt;85×55 mm&gt; &amp; matt');
    const text = 'A<B & "C" \'D\' ]]> <!-- e -->';
    const back = read(cxmlOrderMessage({ ...ORDER, items: [{ ...FLYER, description: text }] }));
    const path = [
      'cXML',
      'Message',
      'PunchOutOrderMessage',
      'ItemIn',
      0,
      'ItemDetail',
      'Description',
      '#text',
    ];
    expect(at(back, ...path)).toBe(text);
  });

  it('Total = Σ quantity × unit price for any cart', () => {
    const item = fc.record({
      quantity: fc.integer({ min: 1, max: 100_000 }),
      unitPriceMinor: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 8 }), (lines) => {
        const cart = lines.map((l, i) => ({ ...FLYER, ...l, articleCode: `A${i}` }));
        const back = read(cxmlOrderMessage({ ...ORDER, items: cart }));
        const total = at(
          back,
          'cXML',
          'Message',
          'PunchOutOrderMessage',
          'PunchOutOrderMessageHeader',
          'Total',
        );
        const expected = lines.reduce((sum, l) => sum + BigInt(l.quantity) * BigInt(l.unitPriceMinor), 0n);
        expect(decimalToMinor(String(at(total, 'Money', '#text')), 2)).toBe(expected);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses carts it cannot total honestly', () => {
    expect(() => cxmlOrderMessage({ ...ORDER, items: [{ ...FLYER, currency: 'USD' }] })).toThrow(RangeError);
    expect(() => cxmlOrderMessage({ ...ORDER, items: [{ ...FLYER, quantity: 2.5 }] })).toThrow(RangeError);
  });
});

describe('cxmlTransferPage', () => {
  const orderMessageXml = cxmlOrderMessage(ORDER);
  const page = (encoding?: 'urlencoded' | 'base64') =>
    cxmlTransferPage({
      browserFormPostUrl: 'https://s1.ariba.example/Buyer/punchout?client=acme&sessionid=9f8e7d',
      orderMessageXml,
      title: 'Returning to <Ariba>',
      submitLabel: 'Continue',
      encoding,
    });
  const field = (html: string, name: string) =>
    new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html)?.[1];
  const unescapeHtml = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');

  it('posts the order message in cxml-urlencoded; the browser form encoding round-trips it', () => {
    const html = page();
    expect(html).toContain(
      'action="https://s1.ariba.example/Buyer/punchout?client=acme&amp;sessionid=9f8e7d"',
    );
    const value = unescapeHtml(field(html, 'cxml-urlencoded') ?? '');
    expect(value).toBe(orderMessageXml);
    // What the buyer's system receives: the form body, URL-decoded once.
    const body = new URLSearchParams({ 'cxml-urlencoded': value }).toString();
    expect(new URLSearchParams(body).get('cxml-urlencoded')).toBe(orderMessageXml);
  });

  it('offers the cxml-base64 variant', () => {
    const value = field(page('base64'), 'cxml-base64') ?? '';
    expect(Buffer.from(value, 'base64').toString('utf8')).toBe(orderMessageXml);
  });

  it('auto-submits with the hashed script and falls back to a <noscript> button', () => {
    const html = page();
    expect(html).toContain('<noscript><button type="submit">Continue</button></noscript>');
    expect(html).toContain('<title>Returning to &lt;Ariba&gt;</title>');
    expect([...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1])).toEqual([
      CXML_AUTOSUBMIT_SCRIPT,
    ]);
    const hash = createHash('sha256').update(CXML_AUTOSUBMIT_SCRIPT).digest('base64');
    expect(CXML_AUTOSUBMIT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    expect(() =>
      cxmlTransferPage({
        ...{ orderMessageXml, title: 't', submitLabel: 's' },
        browserFormPostUrl: 'javascript:x',
      }),
    ).toThrow(RangeError);
  });
});

describe('newPayloadId', () => {
  it('is <time>.<random>@<host> and unique', () => {
    const id = newPayloadId('shop.example');
    expect(id).toMatch(/^\d{13}\.[0-9a-f]{24}@shop\.example$/);
    expect(newPayloadId('shop.example')).not.toBe(id);
  });
});
