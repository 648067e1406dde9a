import type { JsonSchema } from '@print/core/pages/fields';
import { AiError, type AiClient } from '../ai/chat-completions.ts';
import type { TranslationRequest, TranslationService } from './translation-service.ts';

// Translation through the product's AI adapter: batches of masked texts asked as structured output
// (`{ translations: string[] }` with exactly as many items), the tags explained to the model. Whether
// each translation kept its tags is checked by the caller (translation-masking.ts), as for any service.

/** Texts and characters of one request: a page's texts fit a few; a model's answer stays short. */
const BATCH_TEXTS = 60;
const BATCH_CHARACTERS = 12_000;

const schemaFor = (count: number): JsonSchema => ({
  type: 'object',
  properties: {
    translations: { type: 'array', items: { type: 'string' }, minItems: count, maxItems: count },
  },
  required: ['translations'],
  additionalProperties: false,
});

const SYSTEM = [
  'You translate texts of an online print shop for its customers: natural, idiomatic, same tone and length.',
  'Each text may contain tags: <x0/>, <x1/>… stand for values inserted later; <g1>…</g1>, <g2>…</g2>… mark',
  'formatting or links around words. Keep every tag exactly as written, each exactly once, around the',
  'translated words they belong to; never add tags. Keep &amp;, &lt; and &gt; as they are.',
  'Answer with one translation per text, in the same order.',
].join(' ');

/** Consecutive batches within both limits (a text longer than the character limit goes alone). */
function batches(texts: readonly string[]): { start: number; texts: string[] }[] {
  const result: { start: number; texts: string[] }[] = [];
  let current: { start: number; texts: string[] } = { start: 0, texts: [] };
  let characters = 0;
  texts.forEach((text, index) => {
    if (
      current.texts.length > 0 &&
      (current.texts.length >= BATCH_TEXTS || characters + text.length > BATCH_CHARACTERS)
    ) {
      result.push(current);
      current = { start: index, texts: [] };
      characters = 0;
    }
    current.texts.push(text);
    characters += text.length;
  });
  if (current.texts.length > 0) result.push(current);
  return result;
}

export function aiTranslationService(ai: AiClient): TranslationService {
  return {
    name: 'ai',
    async translate(request: TranslationRequest): Promise<string[]> {
      const translated: string[] = [];
      for (const batch of batches(request.texts)) {
        const answer = (await ai.completeJson({
          name: 'translations',
          schema: schemaFor(batch.texts.length),
          system: SYSTEM + (request.context ? ` What is known of the texts: ${request.context}` : ''),
          user: JSON.stringify({
            sourceLanguage: request.sourceLanguage,
            targetLanguage: request.targetLanguage,
            texts: batch.texts,
          }),
          ...(request.signal ? { signal: request.signal } : {}),
        })) as { translations?: unknown };
        const list = answer?.translations;
        if (
          !Array.isArray(list) ||
          list.length !== batch.texts.length ||
          list.some((t) => typeof t !== 'string')
        )
          throw new AiError(
            'invalidAnswer',
            `The model answered ${Array.isArray(list) ? list.length : 'no'} translations for ${batch.texts.length} texts`,
          );
        translated.push(...(list as string[]));
      }
      return translated;
    },
  };
}
