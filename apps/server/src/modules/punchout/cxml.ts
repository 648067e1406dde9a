// cXML 1.2 punch-out: answering the PunchOutSetupRequest (parsed in cxml-setup.ts) and returning the cart
// as a PunchOutOrderMessage that the buyer's browser posts to the BrowserFormPost URL.
import { randomBytes } from 'node:crypto';
import { cxmlDocument, el, type XmlNode } from './cxml-xml.ts';
import {
  assertItem,
  cxmlUnit,
  formatPrice,
  isHttpUrl,
  totalMinor,
  type PunchOutItem,
} from './punchout-types.ts';
import { AUTOSUBMIT_SCRIPT, AUTOSUBMIT_SCRIPT_CSP_SOURCE, renderTransferPage } from './transfer-page.ts';

export { CXML_DOCTYPE, CXML_MAX_BYTES } from './cxml-xml.ts';
export {
  parseCxmlSetupRequest,
  type CxmlOperation,
  type CxmlSetupFailure,
  type CxmlSetupRequest,
} from './cxml-setup.ts';
export const CXML_AUTOSUBMIT_SCRIPT = AUTOSUBMIT_SCRIPT;
export const CXML_AUTOSUBMIT_CSP_SOURCE = AUTOSUBMIT_SCRIPT_CSP_SOURCE;

/** UNSPSC 82121500 "Printing": the DTD requires a Classification on every item. */
export const DEFAULT_UNSPSC = '82121500';

/** A fresh payloadID as the cXML spec recommends: `<time>.<random>@<host>`. */
export function newPayloadId(host: string): string {
  return `${Date.now()}.${randomBytes(12).toString('hex')}@${host}`;
}

type Timestamp = Date | string;

// cXML's datetime.tz as its examples write it (2024-06-10T10:40:00+00:00): seconds and an explicit offset.
const iso = (timestamp: Timestamp) =>
  typeof timestamp === 'string' ? timestamp : timestamp.toISOString().replace(/\.\d{3}Z$/, '+00:00');

function cxmlRoot(payloadId: string, timestamp: Timestamp, lang: string, ...body: XmlNode[]): XmlNode {
  return el('cXML', { payloadID: payloadId, timestamp: iso(timestamp), 'xml:lang': lang }, ...body);
}

export type CxmlSetupResponseInput = {
  /** Ours, new (see {@link newPayloadId}). */
  payloadId: string;
  /** The request's payloadID; the DTD has no attribute for it, so it goes into a comment for support. */
  inResponseTo?: string;
  startUrl: string;
  timestamp: Timestamp;
  lang?: string;
};

/** The answer to a valid setup request: Status 200 and the StartPage where the buyer's browser goes. */
export function cxmlSetupResponse(input: CxmlSetupResponseInput): string {
  if (!isHttpUrl(input.startUrl)) throw new RangeError('The StartPage URL must be an absolute http(s) URL');
  const response = el(
    'Response',
    {},
    el('Status', { code: '200', text: 'OK' }),
    el('PunchOutSetupResponse', {}, el('StartPage', {}, el('URL', {}, input.startUrl))),
  );
  const xml = cxmlDocument(cxmlRoot(input.payloadId, input.timestamp, input.lang ?? 'en', response));
  if (input.inResponseTo === undefined) return xml;
  // A comment may not contain "--" nor end in "-"; payload IDs are printable ASCII, the rest is dropped.
  const reference = input.inResponseTo
    .replace(/[^\x21-\x7e]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/-$/, '');
  return `${xml}<!-- in response to ${reference} -->\n`;
}

/** cXML status codes follow HTTP; the text attribute is the standard reason phrase. */
export const CXML_STATUS_TEXT = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  406: 'Not Acceptable',
  500: 'Internal Server Error',
} as const;

export type CxmlErrorInput = {
  code: keyof typeof CXML_STATUS_TEXT;
  /** Detail for the buyer's administrator; never secrets or stack traces. */
  text: string;
  timestamp: Timestamp;
  payloadId: string;
  lang?: string;
};

/** An error Response: `<Status code="401" text="Unauthorized">detail</Status>`. */
export function cxmlErrorResponse(input: CxmlErrorInput): string {
  const lang = input.lang ?? 'en';
  const status = el(
    'Status',
    { code: String(input.code), text: CXML_STATUS_TEXT[input.code], 'xml:lang': lang },
    input.text || undefined,
  );
  return cxmlDocument(cxmlRoot(input.payloadId, input.timestamp, lang, el('Response', {}, status)));
}

export type CxmlOrderMessageInput = {
  payloadId: string;
  timestamp: Timestamp;
  buyerCookie: string;
  /** Our shop's identity, in From and Sender. */
  fromIdentity: string;
  /** The buyer's identity: the setup request's From. */
  toIdentity: string;
  items: readonly PunchOutItem[];
  currency: string;
  /** Credential domains; echo the setup request's (its To domain is ours, its From domain theirs). */
  fromDomain?: string;
  toDomain?: string;
  userAgent?: string;
  lang?: string;
  /** The setup request's payloadID, as Message inReplyTo. */
  inReplyTo?: string;
  deploymentMode?: 'production' | 'test';
  /** Classification for items without one; the DTD requires one per item. */
  defaultClassification?: string;
};

function itemIn(item: PunchOutItem, lang: string, defaultClassification: string): XmlNode {
  assertItem(item);
  const money = (amount: number) =>
    el('Money', { currency: item.currency }, formatPrice(amount, item.currency));
  // ShortName (cXML 1.2.011+) carries the line title when there is a long text; systems that ignore it
  // still find the title at the start of the description.
  const description = item.longText
    ? el(
        'Description',
        { 'xml:lang': lang },
        el('ShortName', {}, item.description),
        `${item.description}\n${item.longText}`,
      )
    : el('Description', { 'xml:lang': lang }, item.description);
  return el(
    'ItemIn',
    { quantity: String(item.quantity) },
    el(
      'ItemID',
      {},
      el('SupplierPartID', {}, item.articleCode),
      item.auxiliaryId !== undefined && el('SupplierPartAuxiliaryID', {}, item.auxiliaryId),
    ),
    el(
      'ItemDetail',
      {},
      el('UnitPrice', {}, money(item.unitPriceMinor)),
      description,
      el('UnitOfMeasure', {}, cxmlUnit(item.unit)),
      (item.priceUnit ?? 1) !== 1 &&
        el(
          'PriceBasisQuantity',
          { quantity: String(item.priceUnit), conversionFactor: '1' },
          el('UnitOfMeasure', {}, cxmlUnit(item.unit)),
        ),
      el('Classification', { domain: 'UNSPSC' }, item.classification || defaultClassification),
      item.leadTimeDays !== undefined && el('LeadTime', {}, String(item.leadTimeDays)),
    ),
  );
}

/**
 * The cart as a PunchOutOrderMessage. Total = Σ quantity × unit price, summed exactly in minor units. No
 * SharedSecret: this document travels through the buyer's browser.
 */
export function cxmlOrderMessage(input: CxmlOrderMessageInput): string {
  const lang = input.lang ?? 'en';
  const credential = (domain: string | undefined, identity: string) =>
    el('Credential', { domain: domain ?? 'NetworkID' }, el('Identity', {}, identity));
  const header = el(
    'Header',
    {},
    el('From', {}, credential(input.fromDomain, input.fromIdentity)),
    el('To', {}, credential(input.toDomain, input.toIdentity)),
    el(
      'Sender',
      {},
      credential(input.fromDomain, input.fromIdentity),
      el('UserAgent', {}, input.userAgent ?? 'Print Shop PunchOut'),
    ),
  );
  const total = formatPrice(totalMinor(input.items, input.currency), input.currency);
  const message = el(
    'Message',
    { deploymentMode: input.deploymentMode, inReplyTo: input.inReplyTo },
    el(
      'PunchOutOrderMessage',
      {},
      el('BuyerCookie', {}, input.buyerCookie),
      el(
        'PunchOutOrderMessageHeader',
        { operationAllowed: 'edit' },
        el('Total', {}, el('Money', { currency: input.currency }, total)),
      ),
      ...input.items.map((item) => itemIn(item, lang, input.defaultClassification ?? DEFAULT_UNSPSC)),
    ),
  );
  return cxmlDocument(cxmlRoot(input.payloadId, input.timestamp, lang, header, message));
}

export type CxmlTransferInput = {
  browserFormPostUrl: string;
  orderMessageXml: string;
  title: string;
  submitLabel: string;
  /** 'urlencoded' (default) or 'base64' for receivers that ask for the cxml-base64 field. */
  encoding?: 'urlencoded' | 'base64';
  lang?: string;
};

/**
 * The page that posts the order message to BrowserFormPost. For cxml-urlencoded the field holds the XML
 * itself: the browser's application/x-www-form-urlencoded submission is the URL encoding the name refers
 * to, and receivers decode the form once (encoding it here too would double-encode it).
 */
export function cxmlTransferPage(input: CxmlTransferInput): string {
  const field: [string, string] =
    input.encoding === 'base64'
      ? ['cxml-base64', Buffer.from(input.orderMessageXml, 'utf8').toString('base64')]
      : ['cxml-urlencoded', input.orderMessageXml];
  return renderTransferPage({
    action: input.browserFormPostUrl,
    fields: [field],
    title: input.title,
    submitLabel: input.submitLabel,
    lang: input.lang,
  });
}
