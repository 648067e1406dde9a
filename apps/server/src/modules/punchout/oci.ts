// SAP Open Catalog Interface (OCI 4.0/5.0): parsing the setup call and building the cart transfer page.
import { assertItem, formatPrice, isHttpUrl, ociUnit, type PunchOutItem } from './punchout-types.ts';
import { AUTOSUBMIT_SCRIPT, AUTOSUBMIT_SCRIPT_CSP_SOURCE, renderTransferPage } from './transfer-page.ts';

/** The inline script of the OCI transfer page, for the route's CSP. */
export const OCI_AUTOSUBMIT_SCRIPT = AUTOSUBMIT_SCRIPT;
/** `'sha256-…'` of {@link OCI_AUTOSUBMIT_SCRIPT}, ready for `script-src`. */
export const OCI_AUTOSUBMIT_CSP_SOURCE = AUTOSUBMIT_SCRIPT_CSP_SOURCE;

/** SAP truncates NEW_ITEM-DESCRIPTION at 40 characters; the full text goes to the long text then. */
export const OCI_DESCRIPTION_MAX = 40;

export type OciSetup = {
  ok: true;
  username: string;
  /** The shared secret; compare it with secretsMatch(), never with ===. */
  password: string;
  hookUrl: string;
  target?: string;
  okCode?: string;
  caller?: string;
  language?: string;
};

export type OciSetupResult = OciSetup | { ok: false; reason: 'missingField' | 'badHookUrl' };

export type OciFields = Record<string, string | string[] | undefined>;

// Accepted spellings per setting, lower-case. SAP systems send USERNAME/username/Username alike, and some
// catalogue managers use the older returntarget for ~TARGET or sap-language for the language.
const ALIASES = {
  username: ['username'],
  password: ['password'],
  hookUrl: ['hook_url'],
  target: ['~target', 'returntarget'],
  okCode: ['~okcode'],
  caller: ['~caller'],
  language: ['language', 'sap-language'],
} as const;

/**
 * Reads an OCI setup call (query string or form body, already decoded into fields). Field names are
 * matched case-insensitively; a repeated field counts with its first value. USERNAME, PASSWORD and
 * HOOK_URL are required, and HOOK_URL must be an absolute http(s) URL: the cart is posted there later.
 */
export function parseOciSetup(fields: OciFields): OciSetupResult {
  const byName = new Map<string, string>();
  for (const [name, raw] of Object.entries(fields)) {
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    const key = name.trim().toLowerCase();
    if (value !== undefined && value !== '' && !byName.has(key)) byName.set(key, value);
  }
  const read = (names: readonly string[]) => names.map((n) => byName.get(n)).find((v) => v !== undefined);

  const username = read(ALIASES.username);
  const password = read(ALIASES.password);
  const hookUrl = read(ALIASES.hookUrl);
  if (username === undefined || password === undefined || hookUrl === undefined) {
    return { ok: false, reason: 'missingField' };
  }
  if (!isHttpUrl(hookUrl)) return { ok: false, reason: 'badHookUrl' };

  const setup: OciSetup = { ok: true, username, password, hookUrl };
  const target = read(ALIASES.target);
  const okCode = read(ALIASES.okCode);
  const caller = read(ALIASES.caller);
  const language = read(ALIASES.language);
  if (target !== undefined) setup.target = target;
  if (okCode !== undefined) setup.okCode = okCode;
  if (caller !== undefined) setup.caller = caller;
  if (language !== undefined) setup.language = language;
  return setup;
}

/**
 * The NEW_ITEM fields of a cart, 1-based as SAP expects. Prices are per single unit (PRICEUNIT 1), which is
 * exact because our unit prices are whole minor units.
 */
export function ociItemFields(items: readonly PunchOutItem[]): [name: string, value: string][] {
  const fields: [string, string][] = [];
  items.forEach((item, index) => {
    assertItem(item);
    const n = index + 1;
    const chars = Array.from(item.description);
    const truncated = chars.length > OCI_DESCRIPTION_MAX;
    const longText = [truncated ? item.description : undefined, item.longText]
      .filter((t): t is string => t !== undefined && t !== '')
      .join('\n');
    fields.push(
      [`NEW_ITEM-DESCRIPTION[${n}]`, chars.slice(0, OCI_DESCRIPTION_MAX).join('')],
      [`NEW_ITEM-QUANTITY[${n}]`, String(item.quantity)],
      [`NEW_ITEM-UNIT[${n}]`, ociUnit(item.unit)],
      [`NEW_ITEM-PRICE[${n}]`, formatPrice(item.unitPriceMinor, item.currency)],
      [`NEW_ITEM-PRICEUNIT[${n}]`, String(item.priceUnit ?? 1)],
      [`NEW_ITEM-CURRENCY[${n}]`, item.currency],
      [`NEW_ITEM-VENDORMAT[${n}]`, item.articleCode],
      [`NEW_ITEM-EXT_PRODUCT_ID[${n}]`, item.auxiliaryId ?? item.articleCode],
    );
    if (longText !== '') fields.push([`NEW_ITEM-LONGTEXT_${n}:132[]`, longText]);
    if (item.classification) fields.push([`NEW_ITEM-MATGROUP[${n}]`, item.classification]);
    if (item.leadTimeDays !== undefined) fields.push([`NEW_ITEM-LEADTIME[${n}]`, String(item.leadTimeDays)]);
  });
  return fields;
}

export type OciTransferInput = {
  hookUrl: string;
  target?: string;
  okCode?: string;
  caller?: string;
  items: readonly PunchOutItem[];
  /** Shown while the page posts itself, and as the document title. */
  title: string;
  /** The button label for browsers without JavaScript. */
  submitLabel: string;
  lang?: string;
};

/**
 * The HTML page that returns the cart to SAP: a form posting the NEW_ITEM fields to HOOK_URL (into
 * ~TARGET when given) with ~OkCode and ~caller echoed back as the setup call sent them.
 */
export function ociTransferPage(input: OciTransferInput): string {
  const fields: [string, string][] = [];
  if (input.okCode !== undefined) fields.push(['~OkCode', input.okCode]);
  if (input.caller !== undefined) fields.push(['~caller', input.caller]);
  fields.push(...ociItemFields(input.items));
  return renderTransferPage({
    action: input.hookUrl,
    target: input.target,
    fields,
    title: input.title,
    submitLabel: input.submitLabel,
    lang: input.lang,
  });
}

/**
 * A form's fields; a repeated name gathers its values in one array, appended in place (copying the array
 * for each repeat made a 64 KB form of one name repeated hold the event loop for seconds, issue 23). No
 * prototype: a field named __proto__ is a field like any other.
 */
export function parseOciForm(raw: string): OciFields {
  const fields = Object.create(null) as OciFields;
  for (const [name, value] of new URLSearchParams(raw)) {
    const existing = fields[name];
    if (existing === undefined) fields[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else fields[name] = [existing, value];
  }
  return fields;
}
