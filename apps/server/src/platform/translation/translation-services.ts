import { createAiClient, type AiSettings } from '../ai/chat-completions.ts';
import type { DeepLSettings } from '../config/provider-config.ts';
import { aiTranslationService } from './ai-translation-service.ts';
import {
  deeplTranslationService,
  syncDeepLGlossary,
  type DeepLOptions,
} from './deepl-translation-service.ts';
import type { TranslationService } from './translation-service.ts';

// Which machine translation a shop uses (issue 27): its choice of provider, its own keys (tenant
// secrets deeplKey, aiKey) or else the platform's (DEEPL_API_KEY, AI_*). The caller reads the shop's
// settings and secrets; this only decides. Nothing configured is an answer of its own, which the
// translations admin explains ('configure DeepL or AI in tenant settings').

export type TranslationProvider = 'deepl' | 'ai';

export type ShopTranslationSettings = {
  provider: TranslationProvider;
  formality?: DeepLOptions['formality'];
  deeplKey: string | null;
  aiKey: string | null;
  aiBaseUrl?: string | null;
  aiModel?: string | null;
  glossary?: DeepLOptions['glossary'];
  /** Names the shop's DeepL glossaries (they live in the account the key belongs to). */
  glossaryPrefix?: string;
};

export type PlatformTranslationSettings = { deepl: DeepLSettings; ai: AiSettings | undefined };

export type ChosenService = { service: TranslationService } | { notConfigured: true };

/** DeepL for the shop (its key, else the platform's), or null without a key. */
function deeplOptions(
  shop: ShopTranslationSettings,
  platform: PlatformTranslationSettings,
): DeepLOptions | null {
  const authKey = shop.deeplKey ?? platform.deepl.apiKey;
  if (!authKey) return null;
  return {
    authKey,
    ...(platform.deepl.apiBase ? { serverUrl: platform.deepl.apiBase } : {}),
    ...(shop.formality ? { formality: shop.formality } : {}),
    ...(shop.glossary ? { glossary: shop.glossary } : {}),
    ...(shop.glossaryPrefix ? { glossaryPrefix: shop.glossaryPrefix } : {}),
  };
}

/** Hands one pair's terms to the provider now. */
export type GlossarySync = (
  source: string,
  target: string,
  entries: readonly [string, string][],
) => Promise<void>;

/**
 * How the shop's glossary reaches its provider at once: DeepL's glossaries when DeepL is the shop's
 * provider and has a key; null otherwise (the AI service takes no glossary).
 */
export function chooseGlossarySync(
  shop: ShopTranslationSettings,
  platform: PlatformTranslationSettings,
): GlossarySync | null {
  const options = shop.provider === 'deepl' ? deeplOptions(shop, platform) : null;
  return options ? (source, target, entries) => syncDeepLGlossary(options, source, target, entries) : null;
}

export function chooseTranslationService(
  shop: ShopTranslationSettings,
  platform: PlatformTranslationSettings,
): ChosenService {
  if (shop.provider === 'deepl') {
    const options = deeplOptions(shop, platform);
    return options ? { service: deeplTranslationService(options) } : { notConfigured: true };
  }
  const own = shop.aiKey && shop.aiBaseUrl && shop.aiModel;
  const settings: AiSettings | undefined = own
    ? { baseUrl: shop.aiBaseUrl!, apiKey: shop.aiKey!, model: shop.aiModel! }
    : platform.ai;
  if (!settings) return { notConfigured: true };
  return { service: aiTranslationService(createAiClient(settings)) };
}
