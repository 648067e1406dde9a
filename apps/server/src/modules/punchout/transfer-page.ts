// The "transfer cart" page both protocols use: a tiny HTML document whose form the browser posts to the
// procurement system (OCI HOOK_URL, cXML BrowserFormPost). The browser must post it, not our server: the
// buyer's session at the procurement system lives in that browser.
import { createHash } from 'node:crypto';
import { isHttpUrl } from './punchout-types.ts';

export const TRANSFER_FORM_ID = 'punchout-transfer';

/**
 * The only script on the page. HTMLFormElement.prototype.submit is called directly because a form field
 * named "submit" would shadow form.submit(). A constant, so the route can allow it by hash in its CSP
 * instead of 'unsafe-inline'.
 */
export const AUTOSUBMIT_SCRIPT = `HTMLFormElement.prototype.submit.call(document.getElementById('${TRANSFER_FORM_ID}'));`;

/** The CSP source for {@link AUTOSUBMIT_SCRIPT}: `script-src 'sha256-…'`. */
export const AUTOSUBMIT_SCRIPT_CSP_SOURCE = cspHashSource(AUTOSUBMIT_SCRIPT);

/** `'sha256-<base64>'` of a script's exact text, as CSP Level 2 hashes inline scripts. */
export function cspHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Escapes text for an HTML attribute value in double quotes or for element content. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export type TransferPageInput = {
  /** Where the form posts; must be an absolute http(s) URL (no javascript: or data: actions). */
  action: string;
  /** Form target, e.g. OCI ~TARGET '_top' or a frame name. */
  target?: string;
  /** Hidden fields in order; a name may repeat. */
  fields: readonly (readonly [name: string, value: string])[];
  title: string;
  submitLabel: string;
  /** The page language (html lang), e.g. 'de'. */
  lang?: string;
};

/**
 * A complete HTML document: the form of hidden fields, a visible submit button inside <noscript> for
 * browsers without JavaScript, and {@link AUTOSUBMIT_SCRIPT} after the form. Every value is escaped.
 */
export function renderTransferPage(input: TransferPageInput): string {
  if (!isHttpUrl(input.action)) throw new RangeError('The transfer target must be an absolute http(s) URL');
  const target = input.target ? ` target="${escapeHtml(input.target)}"` : '';
  const hidden = input.fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const title = escapeHtml(input.title);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(input.lang ?? 'en')}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${title}</title>`,
    '</head>',
    '<body>',
    `<p>${title}</p>`,
    `<form id="${TRANSFER_FORM_ID}" method="post" action="${escapeHtml(input.action)}"${target} accept-charset="UTF-8">`,
    hidden,
    `<noscript><button type="submit">${escapeHtml(input.submitLabel)}</button></noscript>`,
    '</form>',
    `<script>${AUTOSUBMIT_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
