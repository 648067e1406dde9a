import { parseAcceptLanguage, pickLanguage } from '@print/core/i18n/locale';
import { LANGUAGE_COOKIE } from '@print/core/shell-data';
import type { FastifyRequest } from 'fastify';
import type { Tenant } from '../tenancy/tenancy.service.ts';

/**
 * The UI language: the visitor's cookie, else Accept-Language, else `accountLanguage` (a mail to a known
 * account), else the tenant default (only tenant languages). A mail the visitor asks for (sign-in code,
 * reset link) is written in this language: the one they were using.
 */
export function chooseLanguage(request: FastifyRequest, tenant: Tenant, accountLanguage?: string): string {
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
