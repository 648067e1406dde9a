// Machine translation behind one small interface (issue 25; the translations issue adds DeepL and a
// translation memory as further implementations). A service translates texts already masked by
// @print/core/i18n/translation-masking (placeholders as `<x0/>`, rich-text structure as `<g1>…</g1>`,
// `&<>` escaped) and returns them in the same order; checking and unmasking stay with the caller, so
// every service is held to the same rules.

export type TranslationRequest = {
  sourceLanguage: string;
  targetLanguage: string;
  /** Masked texts; the answer has exactly as many, in the same order. */
  texts: readonly string[];
  /** What the texts are (e.g. "a page of a print shop"), for services that take context. */
  context?: string;
  signal?: AbortSignal;
};

export interface TranslationService {
  /** For logs and findings: `ai`, later `deepl`, `memory`. */
  readonly name: string;
  /** The texts translated, same length and order; throws when the service fails as a whole. */
  translate(request: TranslationRequest): Promise<string[]>;
}

/** Why a service failed as a whole, for the message a user sees. */
export type TranslationErrorKind = 'quota' | 'auth' | 'unavailable';

export class TranslationError extends Error {
  readonly kind: TranslationErrorKind;
  constructor(kind: TranslationErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TranslationError';
    this.kind = kind;
  }
}

/** The catalogue key telling the user what a failure means. */
export const TRANSLATION_ERROR_KEYS: Record<TranslationErrorKind, string> = {
  quota: 'admin.translationQuotaExceeded',
  auth: 'admin.translationKeyRefused',
  unavailable: 'admin.translationProviderFailed',
};
