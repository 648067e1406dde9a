import { STOCK_PHOTO_APP_NAME } from '@print/core/media/stock-photos';
import type { AiSettings } from '../ai/chat-completions.ts';
import { parseFlag, parseUrl } from './env-values.ts';

/** The external services every shop may use: card payments, stock photos, AI. */
export type ProviderSettings = {
  /**
   * STRIPE_API_BASE: the card provider's API address when it is not Stripe itself (a local mock such as
   * stripe-mock, or the tests' fake server). Unset in production.
   */
  cardApiBase: string | undefined;
  /** The stock photo provider (Unsplash) for every shop without a key of its own. */
  stockPhotos: StockPhotoSettings;
  /**
   * The AI service of every shop (AI page generation and translation): AI_API_KEY and AI_MODEL, and
   * AI_BASE_URL when it is not OpenAI (any Chat Completions API: a local model server too). Unset: the
   * AI features say they are not configured.
   */
  ai: AiSettings | undefined;
  /** DeepL for every shop without a key of its own: DEEPL_API_KEY, and DEEPL_API_BASE for another address. */
  deepl: DeepLSettings;
  /** How the tenants' integrations (print-design, scheduling) are reached: IntegrationSettings. */
  integrations: IntegrationSettings;
};

/**
 * The tenants' integrations: CALCOM_API_BASE, the scheduling service's address when not Cal.com's own
 * (the tests' fake); INTEGRATIONS_ALLOW_PRIVATE_HOSTS=1 lets "Test connection" call loopback and private
 * addresses, for a local test set-up only (otherwise an admin could make the server probe its own network).
 */
export type IntegrationSettings = { calComApiBase: string; allowPrivateHosts: boolean };

/** Cal.com's API (v2 paths below it). */
export const CAL_COM_API_BASE = 'https://api.cal.com';

/** DeepL's platform key (a shop's own `deeplKey` wins) and its address when not DeepL (the tests' fake). */
export type DeepLSettings = { apiKey: string | undefined; apiBase: string | undefined };

/**
 * Unsplash's API for the page builder's stock photo search: UNSPLASH_ACCESS_KEY (a shop's own key in its
 * settings wins), UNSPLASH_APP_NAME (the application's name, the `utm_source` of the credit links), and
 * UNSPLASH_API_BASE for another address (the tests' fake server); its images are then fetched from there.
 */
export type StockPhotoSettings = {
  accessKey: string | undefined;
  appName: string;
  apiBase: string | undefined;
};

/** What AI_BASE_URL defaults to: OpenAI's API. */
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

export function readProviderSettings(env: NodeJS.ProcessEnv, problems: string[]): ProviderSettings {
  return {
    cardApiBase: parseUrl('STRIPE_API_BASE', env.STRIPE_API_BASE, ['http:', 'https:'], problems),
    stockPhotos: readStockPhotoSettings(env, problems),
    ai: readAiSettings(env, problems),
    deepl: {
      apiKey: env.DEEPL_API_KEY?.trim() || undefined,
      apiBase: parseUrl('DEEPL_API_BASE', env.DEEPL_API_BASE, ['http:', 'https:'], problems),
    },
    integrations: {
      calComApiBase:
        parseUrl('CALCOM_API_BASE', env.CALCOM_API_BASE, ['http:', 'https:'], problems) ?? CAL_COM_API_BASE,
      allowPrivateHosts: parseFlag(
        'INTEGRATIONS_ALLOW_PRIVATE_HOSTS',
        env.INTEGRATIONS_ALLOW_PRIVATE_HOSTS,
        problems,
      ),
    },
  };
}

function readStockPhotoSettings(env: NodeJS.ProcessEnv, problems: string[]): StockPhotoSettings {
  const appName = env.UNSPLASH_APP_NAME?.trim() || 'print_shop_platform';
  if (!STOCK_PHOTO_APP_NAME.test(appName)) {
    problems.push(
      `UNSPLASH_APP_NAME must be your Unsplash application's name in letters, digits, _ . or - (at most 64), not "${appName}".`,
    );
  }
  return {
    accessKey: env.UNSPLASH_ACCESS_KEY?.trim() || undefined,
    appName,
    apiBase: parseUrl('UNSPLASH_API_BASE', env.UNSPLASH_API_BASE, ['http:', 'https:'], problems),
  };
}

/**
 * AI_API_KEY and AI_MODEL together (a key without a model would fail at the first request, not at start);
 * AI_BASE_URL optional. A local model server that needs no key takes any text as AI_API_KEY.
 */
function readAiSettings(env: NodeJS.ProcessEnv, problems: string[]): AiSettings | undefined {
  const apiKey = env.AI_API_KEY?.trim() || undefined;
  const model = env.AI_MODEL?.trim() || undefined;
  const baseUrl = parseUrl('AI_BASE_URL', env.AI_BASE_URL, ['http:', 'https:'], problems);
  if (!apiKey && !model) {
    if (baseUrl) problems.push('AI_BASE_URL is set without AI_API_KEY and AI_MODEL: set both, or unset it.');
    return undefined;
  }
  if (!apiKey || !model) {
    problems.push(
      `${apiKey ? 'AI_MODEL' : 'AI_API_KEY'} is missing: the AI service needs AI_API_KEY and AI_MODEL ` +
        '(and AI_BASE_URL when it is not OpenAI). Unset both to run without AI features.',
    );
    return undefined;
  }
  return { baseUrl: baseUrl ?? OPENAI_BASE_URL, apiKey, model };
}
