import {
  maskRichText,
  maskText,
  unmaskRichText,
  unmaskText,
  type MaskedText,
} from '@print/core/i18n/translation-masking';
import { readPageDocument, type PageDocument } from '@print/core/pages/page-document';
import { validatePageMeta } from '@print/core/pages/page-rules';
import {
  pageTexts,
  withPageTexts,
  type PageTextKind,
  type PageTextValue,
} from '@print/core/pages/page-texts';
import type { RichTextDocument } from '@print/core/rich-text/rich-text';
import type { TranslationService } from '../../platform/translation/translation-service.ts';
import type { ContentAiFindings } from './content.tables.ts';

// A page's texts into the shop's other languages through a TranslationService (issue 25): every text
// of the document (found by the block declarations) and of its meta data (title, SEO texts) that has
// the source language and lacks the target's. Masked before the call, checked after it: a translation
// that lost a placeholder or changed the rich text's structure is refused for that text, and so is one
// that breaks the field's rules (too long, forbidden characters); each refusal is reported by path.

/** The page's own texts besides its document (the meta data's translatable ones). */
export const META_TEXTS = ['title', 'seoTitle', 'seoDescription'] as const;
export type PageMetaTexts = Record<(typeof META_TEXTS)[number], Record<string, string>>;

export type PageToTranslate = { document: PageDocument; meta: PageMetaTexts };
export type Refusal = NonNullable<ContentAiFindings['refused']>[number];
export type PageTranslation = PageToTranslate & { translated: number; refused: Refusal[] };

type Pending = { path: string; kind: PageTextKind; value: PageTextValue; masked: MaskedText[] };

/** The texts of one language that the target lacks, masked. */
function pendingTexts(page: PageToTranslate, source: string, target: string): Pending[] {
  const pending: Pending[] = [];
  for (const field of META_TEXTS) {
    const value = page.meta[field][source];
    if (value && !page.meta[field][target])
      pending.push({ path: field, kind: 'text', value, masked: [maskText(value)] });
  }
  for (const text of pageTexts(page.document)) {
    const value = text.values[source];
    if (value === undefined || text.values[target] !== undefined) continue;
    const masked =
      text.kind === 'richText' ? maskRichText(value as RichTextDocument) : [maskText(value as string)];
    pending.push({ path: text.path, kind: text.kind, value, masked });
  }
  return pending;
}

/** Each pending text's translation, or why it was refused. */
function unmasked(pending: Pending, answers: string[]): { value: PageTextValue } | { reason: string } {
  if (pending.kind === 'richText') {
    const result = unmaskRichText(pending.value as RichTextDocument, pending.masked, answers);
    return 'problem' in result ? { reason: result.problem } : { value: result.document };
  }
  const result = unmaskText(pending.masked[0]!, answers[0] ?? '');
  if ('problem' in result) return { reason: result.problem };
  // An empty answer for a text is no translation (the page would fall back to the source anyway).
  return result.text.trim() === '' ? { reason: 'empty' } : { value: result.text.trim() };
}

/** The language a reader's problem path names last (`…props.title.en-GB` → en-GB, its text's path). */
const splitLanguage = (path: string, language: string) =>
  path.endsWith(`.${language}`) ? path.slice(0, -language.length - 1) : null;

/**
 * Writes one target language's translations; those the page's rules refuse are left out again and
 * reported with reason `rule` (e.g. a translation longer than its field allows).
 */
function applyTranslations(
  page: PageToTranslate,
  target: string,
  values: Map<string, PageTextValue>,
  languages: readonly string[],
  defaultLanguage: string,
): { page: PageToTranslate; refused: Refusal[] } {
  const refused: Refusal[] = [];
  const apply = () => {
    const meta = structuredClone(page.meta);
    for (const field of META_TEXTS) {
      const value = values.get(field);
      if (typeof value === 'string' && value !== '') meta[field][target] = value;
    }
    return { document: withPageTexts(page.document, target, values), meta };
  };
  let next = apply();
  const problems = readPageDocument(next.document, { languages }).problems.map((problem) => problem.path);
  const metaErrors = Object.keys(
    validatePageMeta(
      { ...next.meta, slugs: { [defaultLanguage]: 'x' }, socialImage: '' },
      { languages, defaultLanguage },
    ),
  );
  for (const path of [...problems, ...metaErrors]) {
    const textPath = splitLanguage(path, target);
    if (textPath && values.delete(textPath))
      refused.push({ path: textPath, language: target, reason: 'rule' });
  }
  if (refused.length) next = apply();
  return { page: next, refused };
}

/**
 * The page with every text the targets lack translated from `source` by `service`. A service failing as
 * a whole for one language is reported for each of its texts (reason `failed`) and the others go on.
 */
export async function translatePage(
  service: TranslationService,
  page: PageToTranslate,
  options: {
    source: string;
    targets: readonly string[];
    languages: readonly string[];
    defaultLanguage: string;
    signal?: AbortSignal;
    onLanguage?: (index: number) => Promise<void>;
  },
): Promise<PageTranslation & { failures: unknown[] }> {
  let current = page;
  let translated = 0;
  const refused: Refusal[] = [];
  const failures: unknown[] = [];
  for (const [index, target] of options.targets.entries()) {
    await options.onLanguage?.(index);
    const pending = pendingTexts(current, options.source, target);
    if (pending.length === 0) continue;
    let answers: string[];
    try {
      answers = await service.translate({
        sourceLanguage: options.source,
        targetLanguage: target,
        texts: pending.flatMap((text) => text.masked.map((masked) => masked.masked)),
        context: 'the texts of a page of an online print shop',
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      failures.push(error);
      for (const text of pending) refused.push({ path: text.path, language: target, reason: 'failed' });
      continue;
    }
    const values = new Map<string, PageTextValue>();
    let at = 0;
    for (const text of pending) {
      const result = unmasked(text, answers.slice(at, at + text.masked.length));
      at += text.masked.length;
      if ('reason' in result) refused.push({ path: text.path, language: target, reason: result.reason });
      else values.set(text.path, result.value);
    }
    const applied = applyTranslations(current, target, values, options.languages, options.defaultLanguage);
    current = applied.page;
    refused.push(...applied.refused);
    translated += values.size;
  }
  return { ...current, translated, refused, failures };
}
