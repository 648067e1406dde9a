// cXML 1.2 PunchOutSetupRequest: the procurement system opening a punch-out session at the shop.
// The document is untrusted (it arrives before the shared secret is checked): see readCxml.
import { attr, child, children, readCxml, text } from './cxml-xml.ts';
import { isHttpUrl } from './punchout-types.ts';

export type CxmlOperation = 'create' | 'inspect' | 'edit';

export type CxmlSetupRequest = {
  ok: true;
  payloadId: string;
  buyerCookie: string;
  browserFormPostUrl: string;
  operation: CxmlOperation;
  /** The buying organisation (Header/From), with its credential domain, e.g. 'NetworkID'. */
  fromIdentity: string;
  fromDomain?: string;
  /** Us as the buyer knows us (Header/To): which tenant the session belongs to. */
  toIdentity: string;
  toDomain?: string;
  senderIdentity: string;
  /** Compare with secretsMatch(), never with ===. */
  sharedSecret: string;
  userEmail?: string;
  userName?: string;
  extrinsics: Record<string, string>;
  deploymentMode: 'production' | 'test';
};

export type CxmlSetupFailure = {
  ok: false;
  reason: 'malformed' | 'notSetupRequest' | 'missingField' | 'badUrl';
};

const OPERATIONS: readonly string[] = ['create', 'inspect', 'edit'];

/**
 * Reads a PunchOutSetupRequest. 'malformed': not well-formed, over CXML_MAX_BYTES or declaring entities;
 * 'notSetupRequest': another cXML document, or an operation the DTD does not know; 'missingField': a
 * required value is absent or not plain text (e.g. a SharedSecret holding markup); 'badUrl': the
 * BrowserFormPost URL is not an absolute http(s) URL.
 */
export function parseCxmlSetupRequest(xml: string): CxmlSetupRequest | CxmlSetupFailure {
  const doc = readCxml(xml);
  if (!doc) return { ok: false, reason: 'malformed' };
  const root = child(doc, 'cXML');
  const setup = child(child(root, 'Request'), 'PunchOutSetupRequest');
  if (!setup) return { ok: false, reason: 'notSetupRequest' };
  const operation = attr(setup, 'operation');
  if (operation !== undefined && !OPERATIONS.includes(operation)) {
    return { ok: false, reason: 'notSetupRequest' };
  }

  const header = child(root, 'Header');
  const from = child(child(header, 'From'), 'Credential');
  const to = child(child(header, 'To'), 'Credential');
  const sender = child(child(header, 'Sender'), 'Credential');
  const payloadId = attr(root, 'payloadID');
  const buyerCookie = text(child(setup, 'BuyerCookie'));
  const browserFormPostUrl = text(child(child(setup, 'BrowserFormPost'), 'URL'));
  const fromIdentity = text(child(from, 'Identity'));
  const toIdentity = text(child(to, 'Identity'));
  const senderIdentity = text(child(sender, 'Identity'));
  // SharedSecret is ANY in the DTD; only plain text can be compared with the tenant's secret.
  const sharedSecret = text(child(sender, 'SharedSecret'));
  if (
    operation === undefined ||
    payloadId === undefined ||
    buyerCookie === undefined ||
    browserFormPostUrl === undefined ||
    fromIdentity === undefined ||
    toIdentity === undefined ||
    senderIdentity === undefined ||
    sharedSecret === undefined
  ) {
    return { ok: false, reason: 'missingField' };
  }
  if (!isHttpUrl(browserFormPostUrl)) return { ok: false, reason: 'badUrl' };

  // Object.fromEntries defines own properties, so an Extrinsic named "__proto__" stays a plain key.
  const extrinsics: Record<string, string> = Object.fromEntries(
    children(setup, 'Extrinsic').flatMap((e) => {
      const name = attr(e, 'name');
      const value = text(e);
      return name !== undefined && value !== undefined ? [[name, value]] : [];
    }),
  );
  const contacts = children(setup, 'Contact');
  const contact = contacts.find((c) => attr(c, 'role') === 'endUser') ?? contacts[0];

  const result: CxmlSetupRequest = {
    ok: true,
    payloadId,
    buyerCookie,
    browserFormPostUrl,
    operation: operation as CxmlOperation,
    fromIdentity,
    toIdentity,
    senderIdentity,
    sharedSecret,
    extrinsics,
    deploymentMode: attr(child(root, 'Request'), 'deploymentMode') === 'test' ? 'test' : 'production',
  };
  const fromDomain = attr(from, 'domain');
  const toDomain = attr(to, 'domain');
  const userEmail = extrinsics['UserEmail'] ?? text(child(contact, 'Email'));
  const userName = text(child(contact, 'Name')) ?? extrinsics['UserFullName'];
  if (fromDomain !== undefined) result.fromDomain = fromDomain;
  if (toDomain !== undefined) result.toDomain = toDomain;
  if (userEmail !== undefined) result.userEmail = userEmail;
  if (userName !== undefined) result.userName = userName;
  return result;
}
