import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OCI_AUTOSUBMIT_CSP_SOURCE,
  OCI_AUTOSUBMIT_SCRIPT,
  ociItemFields,
  ociTransferPage,
  parseOciForm,
  parseOciSetup,
  type OciFields,
} from './oci.ts';
import {
  cxmlUnit,
  decimalToMinor,
  formatPrice,
  minorToDecimal,
  ociUnit,
  type PunchOutItem,
} from './punchout-types.ts';
import { secretsMatch } from './shared-secret.ts';

// The OCI protocol layer: the setup call as SAP SRM sends it, and the transfer page posting NEW_ITEM
// fields back to HOOK_URL. Pure functions; the route and session come later.

const sample = (name: string) => readFileSync(path.resolve(import.meta.dirname, 'samples', name), 'utf8');

/** Query string → fields the way a form/query parser hands them over (repeated names as arrays). */
function fieldsOf(query: string): OciFields {
  const fields: OciFields = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const previous = fields[name];
    fields[name] = previous === undefined ? value : [previous, value].flat();
  }
  return fields;
}

const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden fields of a transfer page, decoded as the browser would submit them. */
function hiddenFields(html: string): [string, string][] {
  return [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
    unescapeHtml(m[1] ?? ''),
    unescapeHtml(m[2] ?? ''),
  ]);
}

const CARDS: PunchOutItem = {
  articleCode: 'BC-85x55-350',
  description: 'Cards <b> & "Classic"',
  longText: '350 g/m², 4/4',
  quantity: 500,
  unit: 'C62',
  unitPriceMinor: 9,
  currency: 'EUR',
  leadTimeDays: 5,
  classification: '82121507',
  auxiliaryId: 'line-7f3a',
};
const FLYER: PunchOutItem = {
  articleCode: 'FLY-A5',
  description: 'Flyer A5',
  quantity: 1000,
  unit: 'KGM',
  unitPriceMinor: 1999,
  currency: 'EUR',
};
const PAGE = {
  hookUrl: 'https://srm.buyer.example/sap/receive.htm?sap-client=100&x="1"',
  target: '_top',
  okCode: 'ADDI',
  caller: 'CTLG',
  items: [CARDS, FLYER],
  title: 'Transferring <cart>…',
  submitLabel: 'Transfer & return',
};

describe('parseOciSetup', () => {
  it('reads the recorded SAP SRM setup call', () => {
    expect(parseOciSetup(fieldsOf(sample('oci-setup-sap-srm.txt').trim()))).toEqual({
      ok: true,
      username: 'SRM_CATALOG',
      password: 'Tr0ub4dor&3',
      hookUrl:
        'https://srm.buyer.example:44300/sap/bc/bsp/sap/bbp_oci_rec/receive.htm?sap-client=100&OCI_VERSION=4.0',
      target: '_top',
      okCode: 'ADDI',
      caller: 'CTLG',
      language: 'DE',
    });
  });

  it('matches field names case-insensitively and takes the first of repeated values', () => {
    const result = parseOciSetup({
      username: 'u',
      Password: ['p1', 'p2'],
      Hook_Url: ' https://srm.example/hook ',
      '~target': '_parent',
      '~OKCODE': 'ADDI',
      LANGUAGE: 'en',
      unrelated: undefined,
    });
    expect(result).toEqual({
      ok: true,
      username: 'u',
      password: 'p1',
      hookUrl: 'https://srm.example/hook',
      target: '_parent',
      okCode: 'ADDI',
      language: 'en',
    });
  });

  it('leaves optional fields out when the call has none', () => {
    const result = parseOciSetup({ USERNAME: 'u', PASSWORD: 'p', HOOK_URL: 'http://srm.example/' });
    expect(result).toEqual({ ok: true, username: 'u', password: 'p', hookUrl: 'http://srm.example/' });
  });

  it.each([
    ['USERNAME', { PASSWORD: 'p', HOOK_URL: 'https://h.example/' }],
    ['PASSWORD', { USERNAME: 'u', HOOK_URL: 'https://h.example/' }],
    ['HOOK_URL', { USERNAME: 'u', PASSWORD: 'p' }],
    ['an empty PASSWORD', { USERNAME: 'u', PASSWORD: '', HOOK_URL: 'https://h.example/' }],
    ['an empty array', { USERNAME: 'u', PASSWORD: [], HOOK_URL: 'https://h.example/' }],
  ])('refuses a call without %s', (_what, fields: OciFields) => {
    expect(parseOciSetup(fields)).toEqual({ ok: false, reason: 'missingField' });
  });

  it.each([
    'javascript:alert(1)',
    '/sap/receive.htm',
    'ftp://srm.example/x',
    'data:text/html,x',
    'srm.example',
  ])('refuses HOOK_URL %s', (hookUrl) => {
    expect(parseOciSetup({ USERNAME: 'u', PASSWORD: 'p', HOOK_URL: hookUrl })).toEqual({
      ok: false,
      reason: 'badHookUrl',
    });
  });
});

describe('ociTransferPage', () => {
  const html = ociTransferPage(PAGE);
  const fields = hiddenFields(html);
  const value = (name: string) => fields.find(([n]) => n === name)?.[1];

  it('posts every NEW_ITEM field with a 1-based index', () => {
    for (const n of [1, 2]) {
      for (const name of ['DESCRIPTION', 'QUANTITY', 'UNIT', 'PRICE', 'PRICEUNIT', 'CURRENCY', 'VENDORMAT']) {
        expect(value(`NEW_ITEM-${name}[${n}]`), `${name}[${n}]`).toBeDefined();
      }
      expect(value(`NEW_ITEM-EXT_PRODUCT_ID[${n}]`)).toBeDefined();
    }
    expect(value('NEW_ITEM-LONGTEXT_1:132[]')).toBe('350 g/m², 4/4');
    expect(value('NEW_ITEM-MATGROUP[1]')).toBe('82121507');
    expect(value('NEW_ITEM-LEADTIME[1]')).toBe('5');
    expect(fields.some(([n]) => /\[0\]|_0:/.test(n))).toBe(false);
    // Optional fields of the second line are left out rather than sent empty.
    expect(value('NEW_ITEM-MATGROUP[2]')).toBeUndefined();
    expect(value('NEW_ITEM-LONGTEXT_2:132[]')).toBeUndefined();
  });

  it('sends quantities, units, exact decimal prices, currency and our codes', () => {
    expect(value('NEW_ITEM-QUANTITY[1]')).toBe('500');
    expect(value('NEW_ITEM-UNIT[1]')).toBe('PCE');
    expect(value('NEW_ITEM-PRICE[1]')).toBe('0.09');
    expect(value('NEW_ITEM-PRICEUNIT[1]')).toBe('1');
    expect(value('NEW_ITEM-CURRENCY[1]')).toBe('EUR');
    expect(value('NEW_ITEM-VENDORMAT[1]')).toBe('BC-85x55-350');
    expect(value('NEW_ITEM-EXT_PRODUCT_ID[1]')).toBe('line-7f3a');
    expect(value('NEW_ITEM-UNIT[2]')).toBe('KGM');
    expect(value('NEW_ITEM-PRICE[2]')).toBe('19.99');
    expect(value('NEW_ITEM-EXT_PRODUCT_ID[2]')).toBe('FLY-A5');
  });

  it('escapes <, & and " in every value and in the action', () => {
    expect(value('NEW_ITEM-DESCRIPTION[1]')).toBe('Cards <b> & "Classic"');
    expect(html).toContain('value="Cards &lt;b&gt; &amp; &quot;Classic&quot;"');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      'action="https://srm.buyer.example/sap/receive.htm?sap-client=100&amp;x=&quot;1&quot;"',
    );
    expect(html).toContain('<title>Transferring &lt;cart&gt;…</title>');
  });

  it('echoes ~OkCode and ~caller, targets ~TARGET, and only when the setup call sent them', () => {
    expect(value('~OkCode')).toBe('ADDI');
    expect(value('~caller')).toBe('CTLG');
    expect(html).toContain('target="_top"');
    const plain = ociTransferPage({ ...PAGE, target: undefined, okCode: undefined, caller: undefined });
    expect(plain).not.toContain('target=');
    expect(plain).not.toContain('~OkCode');
    expect(plain).not.toContain('~caller');
  });

  it('is a complete page with a <noscript> button and the one script the CSP hash allows', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<noscript><button type="submit">Transfer &amp; return</button></noscript>');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toEqual([OCI_AUTOSUBMIT_SCRIPT]);
    const hash = createHash('sha256').update(OCI_AUTOSUBMIT_SCRIPT, 'utf8').digest('base64');
    expect(OCI_AUTOSUBMIT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    // The script submits the form of the page and nothing else.
    expect(html).toContain('<form id="punchout-transfer" method="post"');
  });

  it('truncates the description to the 40 characters SAP keeps and moves the full text to the long text', () => {
    const description = 'Poster A1 on 200 g/m² satin paper, laminated, with eyelets';
    const lines = ociItemFields([{ ...FLYER, description, longText: 'Eyelets in all corners' }]);
    const get = (name: string) => lines.find(([n]) => n === name)?.[1];
    expect(get('NEW_ITEM-DESCRIPTION[1]')).toBe(Array.from(description).slice(0, 40).join(''));
    expect(get('NEW_ITEM-LONGTEXT_1:132[]')).toBe(`${description}\nEyelets in all corners`);
  });

  it('refuses lines no procurement system can book and hook URLs that are not http(s)', () => {
    expect(() => ociItemFields([{ ...FLYER, quantity: 0 }])).toThrow(RangeError);
    expect(() => ociItemFields([{ ...FLYER, quantity: 1.5 }])).toThrow(RangeError);
    expect(() => ociItemFields([{ ...FLYER, unitPriceMinor: 19.99 }])).toThrow(RangeError);
    expect(() => ociItemFields([{ ...FLYER, currency: 'euro' }])).toThrow(RangeError);
    expect(() => ociTransferPage({ ...PAGE, hookUrl: 'javascript:alert(1)' })).toThrow(RangeError);
  });
});

describe('money and units', () => {
  it('formats integer minor units as exact decimal strings', () => {
    expect(formatPrice(1999, 'EUR')).toBe('19.99');
    expect(formatPrice(5, 'EUR')).toBe('0.05');
    expect(formatPrice(0, 'EUR')).toBe('0.00');
    expect(formatPrice(-5, 'EUR')).toBe('-0.05');
    expect(formatPrice(500, 'JPY')).toBe('500');
    expect(formatPrice(1234, 'KWD')).toBe('1.234');
    expect(formatPrice(2n ** 64n + 1n, 'EUR')).toBe('184467440737095516.17');
  });

  it('minor units → decimal string → minor units is the identity', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.constantFrom(0, 2, 3),
        (amount, digits) => {
          const decimal = minorToDecimal(amount, digits);
          expect(decimal).toMatch(digits === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${digits}}$`));
          expect(decimalToMinor(decimal, digits)).toBe(amount);
        },
      ),
    );
    fc.assert(
      fc.property(fc.maxSafeInteger(), (amount) => {
        expect(decimalToMinor(minorToDecimal(amount, 2), 2)).toBe(BigInt(amount));
      }),
    );
  });

  it('maps our piece unit per protocol and passes other codes through', () => {
    expect(ociUnit('C62')).toBe('PCE');
    expect(ociUnit('ea')).toBe('PCE');
    expect(cxmlUnit('PCE')).toBe('C62');
    expect(ociUnit('KGM')).toBe('KGM');
    expect(cxmlUnit('MTK')).toBe('MTK');
  });
});

describe('secretsMatch', () => {
  it('accepts only the exact secret', () => {
    expect(secretsMatch('Tr0ub4dor&3', 'Tr0ub4dor&3')).toBe(true);
    expect(secretsMatch('Tr0ub4dor&', 'Tr0ub4dor&3')).toBe(false);
    expect(secretsMatch('Tr0ub4dor&3 ', 'Tr0ub4dor&3')).toBe(false);
    expect(secretsMatch('tr0ub4dor&3', 'Tr0ub4dor&3')).toBe(false);
    expect(secretsMatch('', 'Tr0ub4dor&3')).toBe(false);
  });

  it('never matches an unconfigured (empty) secret', () => {
    expect(secretsMatch('', '')).toBe(false);
  });

  // Issue 23: each repeat of a name copied the values so far; a 64 KB form of one name repeated held
  // the event loop for seconds (it now ends within the test's time, even for a form far over the limit).
  it('reads a form of one name repeated 300,000 times in one pass, and __proto__ as a plain field', () => {
    const fields = parseOciForm('a=1&' + 'a=&'.repeat(300_000) + '__proto__=x&__proto__=y');
    expect(fields.a).toHaveLength(300_001);
    expect((fields.a as string[])[0]).toBe('1');
    expect(fields['__proto__']).toEqual(['x', 'y']);
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect(parseOciForm('USERNAME=buyer&HOOK_URL=https%3A%2F%2Fsrm.example%2Fhook')).toEqual(
      Object.assign(Object.create(null) as OciFields, {
        USERNAME: 'buyer',
        HOOK_URL: 'https://srm.example/hook',
      }),
    );
  });
});
