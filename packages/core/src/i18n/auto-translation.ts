// A shop's automatic translation settings (tenant detail → Automatic translation, spec §2): which
// service translates (DeepL or an OpenAI-compatible AI service at its own address with its own model),
// how formal DeepL writes, and the keys (write-only secrets, kept apart from these settings). The rules
// run in the tab and on the server alike.
import { checkMaxLength, checkUrl } from '../validation/text-rules.ts';
import type { ValidationError } from '../validation/messages.ts';

export const TRANSLATION_PROVIDERS = ['deepl', 'ai'] as const;
export type TranslationProviderName = (typeof TRANSLATION_PROVIDERS)[number];

/** DeepL's formality options; 'default' sends none. */
export const FORMALITIES = ['default', 'prefer_more', 'prefer_less'] as const;
export type Formality = (typeof FORMALITIES)[number];

export type AutoTranslationSettings = {
  provider: TranslationProviderName;
  formality: Formality;
  /** The AI service's address (OpenAI-compatible, https); '' uses the platform's. */
  aiBaseUrl: string;
  aiModel: string;
};

export const MAX_AI_MODEL_LENGTH = 100;

/** The stored settings (tenant settings `autoTranslation`), unknown or missing parts as defaults. */
export function readAutoTranslation(settings: unknown): AutoTranslationSettings {
  const stored = (settings as { autoTranslation?: Record<string, unknown> } | null)?.autoTranslation ?? {};
  const provider = TRANSLATION_PROVIDERS.find((p) => p === stored.provider) ?? 'deepl';
  const formality = FORMALITIES.find((f) => f === stored.formality) ?? 'default';
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { provider, formality, aiBaseUrl: text(stored.aiBaseUrl), aiModel: text(stored.aiModel) };
}

/** Field errors of the settings (by field name); empty when they can be saved. */
export function checkAutoTranslation(values: AutoTranslationSettings): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  const url = checkUrl(values.aiBaseUrl.trim());
  if (url) errors.aiBaseUrl = url;
  const model = checkMaxLength(values.aiModel.trim(), MAX_AI_MODEL_LENGTH);
  if (model) errors.aiModel = model;
  return errors;
}
