import { createAiClient, type AiSettings } from '../ai/chat-completions.ts';
import type { DeepLSettings } from '../config/provider-config.ts';
import { aiTranslationService } from './ai-translation-service.ts';
import { deeplTranslationService, type DeepLOptions } from './deepl-translation-service.ts';
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

export function chooseTranslationService(
  shop: ShopTranslationSettings,
  platform: PlatformTranslationSettings,
): ChosenService {
  if (shop.provider === 'deepl') {
    const authKey = shop.deeplKey ?? platform.deepl.apiKey;
    if (!authKey) return { notConfigured: true };
    return {
      service: deeplTranslationService({
        authKey,
        ...(platform.deepl.apiBase ? { serverUrl: platform.deepl.apiBase } : {}),
        ...(shop.formality ? { formality: shop.formality } : {}),
        ...(shop.glossary ? { glossary: shop.glossary } : {}),
        ...(shop.glossaryPrefix ? { glossaryPrefix: shop.glossaryPrefix } : {}),
      }),
    };
  }
  const own = shop.aiKey && shop.aiBaseUrl && shop.aiModel;
  const settings: AiSettings | undefined = own
    ? { baseUrl: shop.aiBaseUrl!, apiKey: shop.aiKey!, model: shop.aiModel! }
    : platform.ai;
  if (!settings) return { notConfigured: true };
  return { service: aiTranslationService(createAiClient(settings)) };
}
