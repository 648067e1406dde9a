// A minimal XML writer and a hardened reader for cXML. Hand-built writing keeps the element order of
// the cXML DTD explicit; reading goes through fast-xml-parser with every entity feature switched off.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export const CXML_DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

/**
 * Setup requests are a few KiB; anything near this is abuse, not a catalogue session. It also bounds the
 * time one document holds the event loop while it is checked and read (issue 23).
 */
export const CXML_MAX_BYTES = 64 * 1024;
/**
 * At most this many tags and as many attributes ('<' and '=' counted): a setup request has under a
 * hundred of each. The parser's work grows with them (about 10 µs each): 64 KiB of empty elements
 * kept it busy 60 ms on a loaded machine, this many a few ms.
 */
export const CXML_MAX_MARKUP = 2_000;

/** Whether the text has more than CXML_MAX_MARKUP of '<' or of '=' (one pass, stops at the excess). */
function tooMuchMarkup(xml: string): boolean {
  let tags = 0;
  let attributes = 0;
  for (let i = 0; i < xml.length; i++) {
    const code = xml.charCodeAt(i);
    if (code === 60 && ++tags > CXML_MAX_MARKUP) return true; // <
    if (code === 61 && ++attributes > CXML_MAX_MARKUP) return true; // =
  }
  return false;
}

// Characters XML 1.0 cannot carry at all (C0 controls except tab/newline/return, U+FFFE/U+FFFF) would make
// the whole document unreadable for the procurement system; they are dropped. Lone surrogates become U+FFFD.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function xmlSafe(value: string): string {
  return value.replace(NOT_XML, '').replace(LONE_SURROGATE, '\uFFFD');
}

export function escapeXmlText(value: string): string {
  return xmlSafe(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Also encodes tab/newline/return, which attribute-value normalisation would otherwise turn into spaces. */
export function escapeXmlAttr(value: string): string {
  return escapeXmlText(value)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

export type XmlNode = { name: string; attrs: Record<string, string | undefined>; children: XmlChild[] };
export type XmlChild = XmlNode | string;

/** An element; undefined attributes and children are left out, so optional parts read naturally. */
export function el(
  name: string,
  attrs: Record<string, string | undefined> = {},
  ...children: (XmlChild | undefined | false)[]
): XmlNode {
  return { name, attrs, children: children.filter((c): c is XmlChild => c !== undefined && c !== false) };
}

function serialize(node: XmlNode, depth: number): string {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXmlAttr(value)}"`)
    .join('');
  if (node.children.length === 0) return `${pad}<${node.name}${attrs}/>`;
  // Mixed or text content is written inline: indentation inside it would become part of the text.
  if (node.children.some((c) => typeof c === 'string')) {
    const inner = node.children
      .map((c) => (typeof c === 'string' ? escapeXmlText(c) : serialize(c, 0)))
      .join('');
    return `${pad}<${node.name}${attrs}>${inner}</${node.name}>`;
  }
  const inner = node.children.map((c) => serialize(c as XmlNode, depth + 1)).join('\n');
  return `${pad}<${node.name}${attrs}>\n${inner}\n${pad}</${node.name}>`;
}

/** A whole cXML document: declaration, the 1.2.014 DOCTYPE line (never fetched by us) and the root. */
export function cxmlDocument(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n${serialize(root, 0)}\n`;
}

// --- reading ---

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes only XML's five predefined entities and character references; DTD entities stay text. */
export function decodeXmlEntities(value: string): string {
  return value.replace(/&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([a-z]{2,4}));/g, (match, hex, dec, named) => {
    if (named !== undefined) return PREDEFINED[named as string] ?? match;
    const code = hex !== undefined ? parseInt(hex as string, 16) : parseInt(dec as string, 10);
    return code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : match;
  });
}

// fast-xml-parser reads <!ENTITY> declarations of an internal DTD subset into its decoder. This decoder
// ignores them (addInputEntities is a no-op), so even a document that slipped past the <!ENTITY check
// below could not expand anything: no XXE, no billion laughs.
const strictDecoder = {
  setExternalEntities: () => {},
  addInputEntities: () => {},
  reset: () => {},
  setXmlVersion: () => {},
  decode: decodeXmlEntities,
};

/** Elements that may repeat and are always read as arrays. */
const ARRAY_ELEMENTS = new Set(['Credential', 'Extrinsic', 'Contact', 'ItemIn', 'Classification']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: { enabled: true, maxEntityCount: 1, maxExpansionDepth: 1, maxTotalExpansions: 1 },
  entityDecoder: strictDecoder,
  isArray: (name) => ARRAY_ELEMENTS.has(name),
});

export type XmlObject = { [key: string]: unknown };

/**
 * Whether the document brings a DTD of its own (`<!DOCTYPE cXML [ … ]>`), or more than the one DOCTYPE
 * line a document may have. One pass: a pattern like /<!DOCTYPE[^>]*\[/ reads the rest of the document
 * again from every DOCTYPE it meets, seconds for a document of nothing but DOCTYPEs (issue 23).
 */
export function declaresDtdSubset(xml: string): boolean {
  const doctypes = xml.match(/<!DOCTYPE/gi)?.length ?? 0;
  if (doctypes === 0) return false;
  if (doctypes > 1) return true;
  const start = xml.search(/<!DOCTYPE/i);
  const end = xml.indexOf('>', start);
  return xml.slice(start, end < 0 ? xml.length : end).includes('[');
}

/**
 * Parses an untrusted cXML document, or returns null when it is too big (bytes, tags or attributes),
 * declares entities or an internal DTD subset, or is not well-formed. The external DOCTYPE line is fine: it is never fetched.
 */
export function readCxml(xml: string): XmlObject | null {
  if (typeof xml !== 'string' || Buffer.byteLength(xml, 'utf8') > CXML_MAX_BYTES) return null;
  if (tooMuchMarkup(xml) || /<!ENTITY/i.test(xml) || declaresDtdSubset(xml)) return null;
  if (XMLValidator.validate(xml) !== true) return null;
  try {
    const doc: unknown = parser.parse(xml);
    return isObject(doc) ? doc : null;
  } catch {
    return null;
  }
}

export function isObject(value: unknown): value is XmlObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first element of that name under node (repeated elements come as arrays). */
export function child(node: unknown, name: string): XmlObject | undefined {
  if (!isObject(node)) return undefined;
  const value = node[name];
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (isObject(first)) return first;
  // A leaf element without attributes is read as its bare text: give it the object shape.
  return typeof first === 'string' ? { '#text': first } : undefined;
}

/** All elements of that name under node. */
export function children(node: unknown, name: string): XmlObject[] {
  if (!isObject(node)) return [];
  const value = node[name];
  const list = Array.isArray(value) ? (value as unknown[]) : value === undefined ? [] : [value];
  return list.map((v) => (typeof v === 'string' ? { '#text': v } : v)).filter(isObject);
}

/** The text of a text-only element; undefined when it is absent, empty or contains elements. */
export function text(node: XmlObject | undefined): string | undefined {
  if (!node) return undefined;
  if (Object.keys(node).some((key) => key !== '#text' && !key.startsWith('@_'))) return undefined;
  const value = node['#text'];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function attr(node: XmlObject | undefined, name: string): string | undefined {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}
