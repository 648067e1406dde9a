import { createHash } from 'node:crypto';
import {
  AuthorizationError,
  QuotaExceededError,
  GlossaryEntries,
  GlossaryNotFoundError,
  Translator,
  type Formality,
  type SourceLanguageCode,
  type TargetLanguageCode,
} from 'deepl-node';
import { TranslationError, type TranslationRequest, type TranslationService } from './translation-service.ts';

// DeepL through its official client (deepl-node, pinned): masked texts as XML with the placeholder tag
// <x…/> ignored, so DeepL moves it with the words but never changes it; the shop's formality, the
// texts' context and the shop's glossary for the language pair. The client speaks DeepL's v2 wire
// format (form-encoded /v2/translate, /v2/glossaries), which the tests' fake server speaks too.

export type DeepLOptions = {
  authKey: string;
  /** DEEPL_API_BASE (the tests' fake); unset: DeepL's own address for the key. */
  serverUrl?: string;
  formality?: 'prefer_more' | 'prefer_less' | 'default';
  /** The shop's terms per pair `<source>→<target>` (base codes), made into DeepL glossaries on demand. */
  glossary?: (sourceLanguage: string, targetLanguage: string) => Promise<readonly [string, string][]>;
  /** Which of the shop's glossaries are DeepL's (their names start with it). */
  glossaryPrefix?: string;
};

/** DeepL's source languages are base codes (DE, EN). */
export const deeplSource = (code: string) => code.split('-')[0]!.toLowerCase() as SourceLanguageCode;

/** DeepL's targets: regional where DeepL has them (EN-GB, EN-US, PT-PT, PT-BR, ZH-HANS…), else base. */
export function deeplTarget(code: string): TargetLanguageCode {
  const [base, region] = code.split('-');
  const regional = `${base}-${region}`.toLowerCase();
  if (['en-gb', 'en-us', 'pt-pt', 'pt-br'].includes(regional)) return regional as TargetLanguageCode;
  if (base === 'en') return 'en-GB' as TargetLanguageCode;
  if (base === 'pt') return 'pt-PT' as TargetLanguageCode;
  return base!.toLowerCase() as TargetLanguageCode;
}

const BATCH_TEXTS = 50;

function mapped(error: unknown): never {
  if (error instanceof QuotaExceededError)
    throw new TranslationError('quota', error.message, { cause: error });
  if (error instanceof AuthorizationError)
    throw new TranslationError('auth', error.message, { cause: error });
  throw new TranslationError('unavailable', error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

const translatorFor = (options: DeepLOptions) =>
  new Translator(options.authKey, {
    ...(options.serverUrl ? { serverUrl: options.serverUrl } : {}),
    // deepl-node counts the first attempt: 1 meant no retry at all. A kept-alive connection the server
    // closed while idle answers "socket hang up" (ECONNRESET) on reuse; deepl-node retries that, and
    // 429 and 5xx, with a growing pause (1 s, 1.6 s) — a job has the time, a person waits at most this.
    maxRetries: 3,
    minTimeout: 5_000,
  });

/** Deletes an old glossary; one already gone (a save or run at the same moment deleted it) is fine. */
const removeGlossary = (translator: Translator, glossaryId: string) =>
  translator.deleteGlossary(glossaryId).catch((error: unknown) => {
    if (!(error instanceof GlossaryNotFoundError)) throw error;
  });

/**
 * Makes DeepL's glossary of the pair hold exactly `entries` (none: no glossary): kept while they are
 * unchanged (its name carries their hash), else replaced. Its id, if any.
 */
async function syncedGlossary(
  translator: Translator,
  prefix: string,
  source: string,
  target: string,
  entries: readonly [string, string][],
): Promise<string | undefined> {
  const pair = `${prefix}:${deeplSource(source)}-${deeplSource(target)}`;
  const existing = (await translator.listGlossaries()).filter((g) => g.name.startsWith(`${pair}:`));
  if (!entries.length) {
    for (const old of existing) await removeGlossary(translator, old.glossaryId);
    return undefined;
  }
  const hash = createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16);
  const name = `${pair}:${hash}`;
  const current = existing.find((g) => g.name === name);
  for (const old of existing) if (old !== current) await removeGlossary(translator, old.glossaryId);
  if (current) return current.glossaryId;
  const created = await translator.createGlossary(
    name,
    deeplSource(source),
    deeplSource(target) as TargetLanguageCode,
    new GlossaryEntries({ entries: Object.fromEntries(entries) }),
  );
  return created.glossaryId;
}

/**
 * Hands the shop's terms of one pair to DeepL now (the glossary editor's save), as a run would before
 * translating. Throws a TranslationError with DeepL's message when DeepL refuses.
 */
export async function syncDeepLGlossary(
  options: DeepLOptions,
  source: string,
  target: string,
  entries: readonly [string, string][],
): Promise<void> {
  try {
    await syncedGlossary(translatorFor(options), options.glossaryPrefix ?? 'print', source, target, entries);
  } catch (error) {
    mapped(error);
  }
}

export function deeplTranslationService(options: DeepLOptions): TranslationService {
  const translator = translatorFor(options);
  const prefix = options.glossaryPrefix ?? 'print';

  /** The DeepL glossary of the pair's current entries. */
  async function glossaryId(source: string, target: string): Promise<string | undefined> {
    const entries = (await options.glossary?.(source, target)) ?? [];
    return syncedGlossary(translator, prefix, source, target, entries);
  }

  return {
    name: 'deepl',
    async translate(request: TranslationRequest): Promise<string[]> {
      try {
        const glossary = options.glossary
          ? await glossaryId(request.sourceLanguage, request.targetLanguage)
          : undefined;
        const translated: string[] = [];
        for (let start = 0; start < request.texts.length; start += BATCH_TEXTS) {
          request.signal?.throwIfAborted();
          const results = await translator.translateText(
            request.texts.slice(start, start + BATCH_TEXTS) as string[],
            deeplSource(request.sourceLanguage),
            deeplTarget(request.targetLanguage),
            {
              tagHandling: 'xml',
              ignoreTags: ['x'],
              ...(options.formality && options.formality !== 'default'
                ? { formality: options.formality as Formality }
                : {}),
              ...(request.context ? { context: request.context } : {}),
              ...(glossary ? { glossary } : {}),
            },
          );
          translated.push(...results.map((result) => result.text));
        }
        return translated;
      } catch (error) {
        if (error instanceof TranslationError || (error instanceof Error && error.name === 'AbortError'))
          throw error;
        mapped(error);
      }
    },
  };
}
