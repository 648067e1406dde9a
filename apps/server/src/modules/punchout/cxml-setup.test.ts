import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CXML_DOCTYPE, parseCxmlSetupRequest } from './cxml.ts';
import { declaresDtdSubset, decodeXmlEntities } from './cxml-xml.ts';
import { secretsMatch } from './shared-secret.ts';

// Reading an untrusted PunchOutSetupRequest: the recorded Ariba sample, every refusal reason, and the
// XML attacks (entities, size) that must never get as far as the parser's entity handling.

const sample = (name: string) => readFileSync(path.resolve(import.meta.dirname, 'samples', name), 'utf8');
const SETUP = sample('PunchOutSetupRequest.xml');

describe('parseCxmlSetupRequest', () => {
  it('reads the recorded Ariba setup request', () => {
    const result = parseCxmlSetupRequest(SETUP);
    expect(result).toEqual({
      ok: true,
      payloadId: '1718012345678.4711.8230591@prod-buyer.ariba.example',
      buyerCookie: '34234234ADFSDF234234',
      browserFormPostUrl: 'https://s1.ariba.example/Buyer/punchout?client=acme&sessionid=9f8e7d',
      operation: 'create',
      fromIdentity: 'AN01000000123',
      fromDomain: 'NetworkID',
      toIdentity: 'AN01000099999',
      toDomain: 'NetworkID',
      senderIdentity: 'AN01000000123',
      sharedSecret: 'w3lc0me-PunchOut!',
      userEmail: 'jane.doe@acme.example',
      userName: 'Jane Doe',
      extrinsics: {
        UniqueName: 'jdoe',
        UserEmail: 'jane.doe@acme.example',
        CostCenter: 'R&D 4710',
        User: 'jdoe',
      },
      deploymentMode: 'test',
    });
    expect(result.ok && secretsMatch(result.sharedSecret, 'w3lc0me-PunchOut!')).toBe(true);
    expect(result.ok && secretsMatch(result.sharedSecret, 'w3lc0me-PunchOut')).toBe(false);
  });

  it('refuses a SharedSecret that is not plain text', () => {
    expect(parseCxmlSetupRequest(sample('PunchOutSetupRequest-secret-shape.xml'))).toEqual({
      ok: false,
      reason: 'missingField',
    });
  });

  it('calls broken XML malformed', () => {
    expect(parseCxmlSetupRequest(sample('malformed.xml'))).toEqual({ ok: false, reason: 'malformed' });
    expect(parseCxmlSetupRequest('')).toEqual({ ok: false, reason: 'malformed' });
    expect(parseCxmlSetupRequest('not xml at all')).toEqual({ ok: false, reason: 'malformed' });
  });

  it('never expands entities: XXE, billion laughs and internal DTD subsets are refused', () => {
    expect(parseCxmlSetupRequest(sample('xxe.xml'))).toEqual({ ok: false, reason: 'malformed' });
    const laughs = SETUP.replace(
      CXML_DOCTYPE,
      '<!DOCTYPE cXML [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>',
    ).replace('34234234ADFSDF234234', '&b;');
    expect(parseCxmlSetupRequest(laughs)).toEqual({ ok: false, reason: 'malformed' });
    const lowerCase = SETUP.replace(CXML_DOCTYPE, '<!DOCTYPE cXML [<!entity x "y">]>');
    expect(parseCxmlSetupRequest(lowerCase)).toEqual({ ok: false, reason: 'malformed' });
    const subset = SETUP.replace(CXML_DOCTYPE, '<!DOCTYPE cXML [<!ELEMENT cXML ANY>]>');
    expect(parseCxmlSetupRequest(subset)).toEqual({ ok: false, reason: 'malformed' });
    // Undeclared entity references stay literal text; only XML's own five and char references decode.
    expect(decodeXmlEntities('&xxe; &amp;lt; &#65;&#x42; &lt;&quot;&apos;&gt; &#xD800;')).toBe(
      '&xxe; &lt; AB <"\'> &#xD800;',
    );
  });

  it('calls documents over 64 KiB, or of more than 2,000 tags or attributes, malformed', () => {
    const tags = SETUP.replace('<Header>', `${'<Extrinsic/>'.repeat(2_000)}<Header>`);
    expect(parseCxmlSetupRequest(tags)).toEqual({ ok: false, reason: 'malformed' });
    const attributes = SETUP.replace('<Header>', `<Header${' a="1"'.repeat(2_000)}>`);
    expect(parseCxmlSetupRequest(attributes)).toEqual({ ok: false, reason: 'malformed' });
    const many = SETUP.replace('<Header>', `${'<Extrinsic name="x">y</Extrinsic>'.repeat(400)}<Header>`);
    expect(parseCxmlSetupRequest(many)).toMatchObject({ ok: true });
    const padded = SETUP.replace('<Header>', `<!-- ${'x'.repeat(64 * 1024)} --><Header>`);
    expect(parseCxmlSetupRequest(padded)).toEqual({ ok: false, reason: 'malformed' });
    const fits = SETUP.replace('<Header>', `<!-- ${'x'.repeat(60 * 1024)} --><Header>`);
    expect(parseCxmlSetupRequest(fits)).toMatchObject({ ok: true });
  });

  // Issue 23: the DOCTYPE check read the rest of the document again from every DOCTYPE it met; a
  // document of nothing but DOCTYPEs held the event loop for seconds (it now ends within the test's time,
  // even for a document far over the size limit).
  it('refuses a document of many DOCTYPEs, or one DOCTYPE with a subset, in one pass', () => {
    expect(declaresDtdSubset('<!DOCTYPE'.repeat(100_000))).toBe(true);
    expect(declaresDtdSubset(`${CXML_DOCTYPE}${'<'.repeat(1_000_000)}`)).toBe(false);
    for (const xml of [
      '<!DOCTYPE'.repeat(7_000),
      `${CXML_DOCTYPE}${'<!DOCTYPE x '.repeat(5_000)}`,
      SETUP.replace(CXML_DOCTYPE, `${CXML_DOCTYPE}${CXML_DOCTYPE}`),
      SETUP.replace(CXML_DOCTYPE, '<!doctype cXML SYSTEM "cXML.dtd" [ ]>'),
    ]) {
      expect(parseCxmlSetupRequest(xml)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('tells other documents and unknown operations apart', () => {
    const order = sample('PunchOutOrderMessage.expected.xml');
    expect(parseCxmlSetupRequest(order)).toEqual({ ok: false, reason: 'notSetupRequest' });
    expect(parseCxmlSetupRequest('<html><body/></html>')).toEqual({ ok: false, reason: 'notSetupRequest' });
    const unknown = SETUP.replace('operation="create"', 'operation="delete"');
    expect(parseCxmlSetupRequest(unknown)).toEqual({ ok: false, reason: 'notSetupRequest' });
  });

  it.each([
    ['payloadID', (x: string) => x.replace(/payloadID="[^"]*"/, '')],
    ['operation', (x: string) => x.replace(' operation="create"', '')],
    ['BuyerCookie', (x: string) => x.replace(/<BuyerCookie>.*<\/BuyerCookie>/, '')],
    ['BrowserFormPost', (x: string) => x.replace(/<BrowserFormPost>[\s\S]*<\/BrowserFormPost>/, '')],
    ['SharedSecret', (x: string) => x.replace(/<SharedSecret>.*<\/SharedSecret>/, '')],
    [
      'an empty SharedSecret',
      (x: string) => x.replace(/<SharedSecret>.*<\/SharedSecret>/, '<SharedSecret/>'),
    ],
    ['the From Identity', (x: string) => x.replace('<Identity>AN01000000123</Identity>', '')],
    ['the To header', (x: string) => x.replace(/<To>[\s\S]*<\/To>/, '')],
  ])('refuses a request without %s', (_what, edit) => {
    expect(parseCxmlSetupRequest(edit(SETUP))).toEqual({ ok: false, reason: 'missingField' });
  });

  it.each(['javascript:alert(1)', '/Buyer/punchout', 'ftp://s1.ariba.example/x'])(
    'refuses BrowserFormPost URL %s',
    (url) => {
      const xml = SETUP.replace(/<URL>https:\/\/s1[^<]*<\/URL>/, `<URL>${url}</URL>`);
      expect(parseCxmlSetupRequest(xml)).toEqual({ ok: false, reason: 'badUrl' });
    },
  );

  it('keeps an Extrinsic named __proto__ as a plain value', () => {
    const xml = SETUP.replace(
      '<Extrinsic name="User">',
      '<Extrinsic name="__proto__">x</Extrinsic><Extrinsic name="User">',
    );
    const result = parseCxmlSetupRequest(xml);
    expect(result.ok && Object.getPrototypeOf(result.extrinsics)).toBe(Object.prototype);
    expect(result.ok && Object.getOwnPropertyDescriptor(result.extrinsics, '__proto__')?.value).toBe('x');
  });
});
