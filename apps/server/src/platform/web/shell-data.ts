import { parseAcceptLanguage, pickLanguage } from '@print/core/i18n/locale';
import { LANGUAGE_COOKIE, type ShellData } from '@print/core/shell-data';
import type { FastifyRequest } from 'fastify';
import { textsForLanguage } from '../../modules/i18n/i18n.service.ts';
import type { Tenant } from '../../modules/tenancy/tenancy.service.ts';
import { loadThemeCss } from '../../modules/theme/theme.service.ts';
import type { Tx } from '../db/client.ts';

/** The UI language: the visitor's cookie, else Accept-Language, else the tenant default (only tenant languages). */
export function chooseLanguage(request: FastifyRequest, tenant: Tenant): string {
  const requested = [
    request.cookies[LANGUAGE_COOKIE] ?? '',
    ...parseAcceptLanguage(request.headers['accept-language']),
  ];
  return pickLanguage(
    requested.filter(Boolean),
    tenant.languages.map((l) => l.code),
    tenant.defaultLanguage,
  );
}

/** Everything the server-rendered shell needs, loaded inside the tenant's scope. */
export async function loadShellData(
  tx: Tx,
  tenant: Tenant,
  request: FastifyRequest,
  isDevelopment: boolean,
): Promise<ShellData> {
  const language = chooseLanguage(request, tenant);
  const log = { warn: (message: string) => request.log.warn({ tenant: tenant.slug }, message) };
  // Sequential: both run on the one transaction connection.
  const translations = await textsForLanguage(tx, tenant, language);
  const themeCss = await loadThemeCss(tx, log);
  const { settings } = tenant;
  return {
    tenant: {
      id: tenant.id,
      slug: tenant.slug,
      name: tenant.name,
      companyName: settings.companyName,
      pageTitle: settings.pageTitle,
      ...(settings.claim ? { claim: settings.claim } : {}),
      allowTemporaryUsers: tenant.allowTemporaryUsers,
      languages: tenant.languages,
      defaultLanguage: tenant.defaultLanguage,
      header: settings.header,
      footer: settings.footer,
      home: settings.home,
    },
    language,
    translations,
    themeCss,
    requestId: String(request.id),
    isDevelopment,
  };
}
