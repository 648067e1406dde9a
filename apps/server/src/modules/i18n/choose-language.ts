import { parseAcceptLanguage, pickLanguage } from '@print/core/i18n/locale';
import { LANGUAGE_COOKIE } from '@print/core/shell-data';
import type { FastifyRequest } from 'fastify';
import type { Tenant } from '../tenancy/tenancy.service.ts';

/** `?lang=<code>` of a page's address when it names one of the tenant's languages exactly. */
function languageOfAddress(request: FastifyRequest, tenant: Tenant): string | null {
  const query = request.url.indexOf('?');
  if (query < 0) return null;
  const code = new URLSearchParams(request.url.slice(query + 1)).get('lang');
  return code && tenant.languages.some((language) => language.code === code) ? code : null;
}

/**
 * The UI language: `?lang=<code>` of the address (the `hreflang` alternates of a page link there, so a
 * search engine sees each language; the page cache keys by the whole address and the chosen language),
 * else the visitor's cookie, else Accept-Language, else `accountLanguage` (a mail to a known
 * account), else the tenant default (only tenant languages). A mail the visitor asks for (sign-in code,
 * reset link) is written in this language: the one they were using.
 */
export function chooseLanguage(request: FastifyRequest, tenant: Tenant, accountLanguage?: string): string {
  const fromAddress = languageOfAddress(request, tenant);
  if (fromAddress) return fromAddress;
  const requested = [
    request.cookies[LANGUAGE_COOKIE] ?? '',
    ...parseAcceptLanguage(request.headers['accept-language']),
    accountLanguage ?? '',
  ];
  return pickLanguage(
    requested.filter(Boolean),
    tenant.languages.map((l) => l.code),
    tenant.defaultLanguage,
  );
}
