import { createHash } from 'node:crypto';
import { readLocalizedText } from '@print/core/i18n/localized-text';
import { shopLogos } from '@print/core/media/shop-logos';
import { readNavigation } from '@print/core/tenancy/navigation';
import { readHeaderSettings } from '@print/core/theme/header-settings-rules';
import { splitTextsByArea } from '@print/core/i18n/catalogue/areas';
import type { ServerShellData } from '@print/core/shell-data';
import type { FastifyRequest } from 'fastify';
import { chooseLanguage } from '../../modules/i18n/choose-language.ts';
import { textsForLanguage } from '../../modules/i18n/i18n.service.ts';
import { loadTenant, loadDefaultHost, type Tenant } from '../../modules/tenancy/tenancy.service.ts';
import { loadThemeLook } from '../../modules/theme/theme.service.ts';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { resolveNavigation } from './shell-navigation.ts';

type TenantShell = Omit<ServerShellData, 'requestId' | 'isDevelopment' | 'session'>;

/**
 * Everything the server-rendered shell needs. The parts that are the same for every visitor of a tenant
 * in one language (tenant settings, texts, theme CSS) are cached for a few seconds per process, so most
 * page views run no query at all; an edit shows on every instance within SHELL_CACHE_TTL_MS.
 */
export const SHELL_CACHE_TTL_MS = 5_000;

export function createShellLoader(database: Database, isDevelopment: boolean) {
  const tenants = createTtlCache<Tenant | null>(SHELL_CACHE_TTL_MS);
  const shells = createTtlCache<TenantShell>(SHELL_CACHE_TTL_MS);

  const tenantOf = (tenantId: string) =>
    tenants.getOrLoad(tenantId, () => withTenant(database, tenantId, (tx) => loadTenant(tx, tenantId)));
  const shellOf = (tenant: Tenant, language: string, request: FastifyRequest) =>
    shells.getOrLoad(`${tenant.id}:${language}`, () =>
      withTenant(database, tenant.id, (tx) => loadTenantShell(tx, tenant, language, request)),
    );

  async function loadShell(
    tenantId: string,
    request: FastifyRequest,
  ): Promise<{ shell: Omit<ServerShellData, 'session'>; tenant: Tenant } | null> {
    const tenant = await tenantOf(tenantId);
    if (!tenant) return null;
    const shell = await shellOf(tenant, chooseLanguage(request, tenant), request);
    // The tenant row too: the page's in-process GraphQL context needs it, and it is cached here anyway.
    return { shell: { ...shell, requestId: String(request.id), isDevelopment }, tenant };
  }
  /**
   * One language's texts and their version, from the same kept shell the pages render with (the page
   * texts route, decision 0068); null when the tenant has no such language.
   */
  async function textsOf(tenantId: string, language: string, request: FastifyRequest) {
    const tenant = await tenantOf(tenantId);
    if (!tenant?.languages.some((l) => l.code === language)) return null;
    const { textsByArea, textVersion } = await shellOf(tenant, language, request);
    return { textsByArea, textVersion };
  }
  /** Drops every cached tenant and shell (a tenant's settings changed on this instance). */
  const forget = () => {
    tenants.clear();
    shells.clear();
  };
  return Object.assign(loadShell, { forget, textsOf });
}

/**
 * A short name for one state of a language's texts (a hash of them, so every instance names the same
 * texts alike): the browser loads all texts again only when it changes.
 */
export function textVersionOf(texts: Readonly<Record<string, string>>): string {
  const hash = createHash('sha256');
  for (const key of Object.keys(texts).sort()) hash.update(`${key}\u0000${texts[key]}\u0000`);
  return hash.digest('base64url').slice(0, 16);
}

async function loadTenantShell(
  tx: Tx,
  tenant: Tenant,
  language: string,
  request: FastifyRequest,
): Promise<TenantShell> {
  const log = { warn: (message: string) => request.log.warn({ tenant: tenant.slug }, message) };
  // Sequential: both run on the one transaction connection.
  // Split once per cache fill: each page then takes only its areas (the web app's root loader).
  const texts = await textsForLanguage(tx, tenant, language);
  const textsByArea = splitTextsByArea(texts);
  const look = await loadThemeLook(tx, log);
  const { settings } = tenant;
  const navigation = await resolveNavigation(tx, readNavigation(settings), language, tenant.defaultLanguage);
  const defaultHost = await loadDefaultHost(tx);
  return {
    tenant: {
      id: tenant.id,
      slug: tenant.slug,
      name: tenant.name,
      companyName: settings.companyName,
      pageTitle: readLocalizedText(settings.pageTitle, tenant.defaultLanguage),
      claim: readLocalizedText(settings.claim, tenant.defaultLanguage),
      allowTemporaryUsers: tenant.allowTemporaryUsers,
      languages: tenant.languages,
      defaultLanguage: tenant.defaultLanguage,
      header: readHeaderSettings(settings),
      navigation,
      footer: settings.footer,
      ...(defaultHost ? { defaultHost } : {}),
      home: settings.home,
      logos: shopLogos(settings.logos, look.darkHeader),
    },
    language,
    textsByArea,
    textVersion: textVersionOf(texts),
    themeCss: look.css,
  };
}
