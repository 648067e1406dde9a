import type { Tx } from '../../platform/db/client.ts';
import type { AppServices } from '../../platform/graphql/context.ts';
import {
  chooseGlossarySync,
  chooseTranslationService,
  type ChosenService,
  type ShopTranslationSettings,
  type TranslationProvider,
} from '../../platform/translation/translation-services.ts';
import { readTenantSecret } from '../tenancy/tenant-secrets.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { and, eq } from 'drizzle-orm';
import { translationGlossary } from './translation-states.tables.ts';

// The shop's machine translation: its settings (tenant settings `autoTranslation`: provider,
// formality, its own AI address and model), its keys (secrets deeplKey, aiKey) and its glossary.

type AutoTranslation = {
  provider?: TranslationProvider;
  formality?: ShopTranslationSettings['formality'];
  aiBaseUrl?: string | null;
  aiModel?: string | null;
};

const autoTranslationOf = (tenant: Tenant) =>
  ((tenant.settings as { autoTranslation?: AutoTranslation }).autoTranslation ??
    {}) satisfies AutoTranslation;

/** The shop's glossary of one pair (terms as written), for DeepL. */
export async function glossaryOf(tx: Tx, source: string, target: string): Promise<[string, string][]> {
  const rows = await tx
    .select({ source: translationGlossary.sourceTerm, target: translationGlossary.targetTerm })
    .from(translationGlossary)
    .where(
      and(eq(translationGlossary.sourceLanguage, source), eq(translationGlossary.targetLanguage, target)),
    )
    .orderBy(translationGlossary.sourceTerm);
  return rows.map((row) => [row.source, row.target]);
}

/**
 * The service for `provider` (default: the shop's choice), or not configured. The glossary is read
 * when DeepL asks for it, in a transaction of its own (`glossaryReader`).
 */
export async function shopTranslationService(
  tx: Tx,
  tenant: Tenant,
  services: AppServices,
  provider: TranslationProvider | null,
  glossaryReader?: ShopTranslationSettings['glossary'],
): Promise<ChosenService & { provider: TranslationProvider }> {
  const shop = await shopSettings(tx, tenant, services, provider, glossaryReader);
  return {
    ...chooseTranslationService(shop, { deepl: services.deepl, ai: services.ai }),
    provider: shop.provider,
  };
}

/** How the shop's glossary reaches its provider at once (DeepL with a key), or null. */
export async function shopGlossarySync(tx: Tx, tenant: Tenant, services: AppServices) {
  const shop = await shopSettings(tx, tenant, services, null);
  return chooseGlossarySync(shop, { deepl: services.deepl, ai: services.ai });
}

async function shopSettings(
  tx: Tx,
  tenant: Tenant,
  services: AppServices,
  provider: TranslationProvider | null,
  glossaryReader?: ShopTranslationSettings['glossary'],
): Promise<ShopTranslationSettings> {
  const settings = autoTranslationOf(tenant);
  return {
    provider: provider ?? settings.provider ?? 'deepl',
    ...(settings.formality ? { formality: settings.formality } : {}),
    deeplKey: await readTenantSecret(tx, services.secrets, 'deeplKey'),
    aiKey: await readTenantSecret(tx, services.secrets, 'aiKey'),
    aiBaseUrl: settings.aiBaseUrl ?? null,
    aiModel: settings.aiModel ?? null,
    ...(glossaryReader ? { glossary: glossaryReader } : {}),
    glossaryPrefix: `print:${tenant.id}`,
  };
}
