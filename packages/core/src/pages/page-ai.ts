// What the AI is asked for a page or a block, and what of its answer is kept (issue 25). The answer is
// input like any other: the page goes through `pageFromAi` and `readPageDocument`, the page's meta data
// through the page rules, before anything is stored. Runs on the server (the jobs) and in the browser
// (the prompt's rule, ai-prompt.ts).
import { slugFromName } from '../catalog/category-admin.ts';
import { checkForbiddenCharacters } from '../validation/text-rules.ts';
import type { JsonSchema, PageProblem } from './fields.ts';
import { BLOCKS_BY_TYPE, type PageBlockType } from './blocks/index.ts';
import {
  blockAiSchemaOf,
  blockFromAi,
  pageAiSchema,
  pageFromAi,
  readPageDocument,
  type PageBlock,
  type PageDocument,
  type PageReading,
} from './page-document.ts';
import { PAGE_SCHEMA_VERSION } from './page-migrations.ts';
import { PAGE_SEO_DESCRIPTION_MAX, PAGE_SLUG_MAX, PAGE_TITLE_MAX, checkPageSlug } from './page-rules.ts';

/** A new page as the AI is asked for it: its title and search description, and its content. */
export function aiPageAnswerSchema(language: string): JsonSchema {
  return {
    type: 'object',
    properties: {
      title: { type: 'string', description: `The page's title, at most ${PAGE_TITLE_MAX} characters` },
      seoDescription: {
        type: 'string',
        description: `What search engines show of the page, at most ${PAGE_SEO_DESCRIPTION_MAX} characters`,
      },
      page: pageAiSchema(language),
    },
    required: ['title', 'seoDescription', 'page'],
    additionalProperties: false,
  };
}

export type AiPageMeta = { title: string; slug: string; seoDescription: string };
export type AiPageReading = { meta: AiPageMeta; reading: PageReading };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text of the answer kept if it breaks no rule, cut at a word to `max`; '' otherwise. */
function keptText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  const text = value.replace(/\s+/g, ' ').trim();
  if (checkForbiddenCharacters(text)) return '';
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trim();
}

/** A slug of the title that passes the slug rule (a reserved path or nothing usable: `page`). */
export function aiPageSlug(title: string): string {
  const slug = slugFromName(title).slice(0, PAGE_SLUG_MAX).replace(/-+$/, '');
  return slug !== '' && !checkPageSlug(slug) ? slug : 'page';
}

/**
 * The AI's answer to `aiPageAnswerSchema`: the document read by `readPageDocument` (repaired, with its
 * problems), the title (the prompt's start when the answer has none usable), a slug made of it and the
 * search description. `null` when the answer is not the object asked for: nothing is stored then.
 */
export function readAiPageAnswer(
  answer: unknown,
  options: { language: string; languages: readonly string[]; prompt: string },
): AiPageReading | null {
  if (!isRecord(answer) || !isRecord(answer.page) || !Array.isArray(answer.page.sections)) return null;
  const reading = readPageDocument(pageFromAi(answer.page, options.language), {
    languages: options.languages,
  });
  const title = keptText(answer.title, PAGE_TITLE_MAX) || keptText(options.prompt, 60) || 'AI';
  return {
    meta: {
      title,
      slug: aiPageSlug(title),
      seoDescription: keptText(answer.seoDescription, PAGE_SEO_DESCRIPTION_MAX),
    },
    reading,
  };
}

/**
 * Blocks for a page being edited, as the AI is asked for them (the page builder's "create with AI
 * instead"): the page's sections schema alone, no title or address (the page has them).
 */
export const aiSectionsSchema = (language: string): JsonSchema => pageAiSchema(language);

/**
 * The AI's answer to `aiSectionsSchema` read by the page reader (repaired, with its problems); `null`
 * when the answer is not the object asked for.
 */
export function readAiSections(
  answer: unknown,
  options: { language: string; languages: readonly string[] },
): PageReading | null {
  if (!isRecord(answer) || !Array.isArray(answer.sections)) return null;
  return readPageDocument(pageFromAi(answer, options.language), { languages: options.languages });
}

/** What a block regenerated on its own is asked in: its own type's schema, texts in `language`. */
export const aiBlockSchema = (type: PageBlockType, language: string): JsonSchema =>
  blockAiSchemaOf(type, language);

export type AiBlockReading = { props: PageBlock['props']; problems: PageProblem[] };

/**
 * A regenerated block read by the page reader as the block `id` of type `type` (the answer may not
 * change the type): its props, repaired, and the problems at paths below the block (`props.url`).
 * `null` when the answer is not a block.
 */
export function readAiBlock(
  answer: unknown,
  block: { id: string; type: PageBlockType },
  options: { language: string; languages: readonly string[] },
): AiBlockReading | null {
  if (!isRecord(answer) || !isRecord(answer.props) || !BLOCKS_BY_TYPE.has(block.type)) return null;
  const stored = blockFromAi({ type: block.type, props: answer.props }, options.language);
  const blocks = [{ ...(stored as object), id: block.id }];
  const document = { schemaVersion: PAGE_SCHEMA_VERSION, sections: [{ id: 's', blocks }] };
  const reading = readPageDocument(document, { languages: options.languages });
  const read = reading.document.sections[0]?.blocks[0];
  if (!read) return null;
  const prefix = 'sections.0.blocks.0.';
  return {
    props: read.props,
    problems: reading.problems.map((problem) => ({
      ...problem,
      path: problem.path.startsWith(prefix) ? problem.path.slice(prefix.length) : problem.path,
    })),
  };
}

/** A picture's value (content-fields.ts `image`): an address, alt texts and a stock photo's credit. */
const isImage = (value: Record<string, unknown>) =>
  typeof value.src === 'string' && isRecord(value.alt) && typeof value.creditName === 'string';
const hasText = (value: unknown) => isRecord(value) && Object.values(value).some((text) => text !== '');

/**
 * Every picture of an AI page as a placeholder: no address (the AI cannot know the shop's pictures, and
 * an address it makes up may lead anywhere), its alt text kept as the description of the picture the
 * editor is to choose (a stock photo search starts from it). Counts the pictures the AI meant to show.
 */
export function withImagePlaceholders(document: PageDocument): {
  document: PageDocument;
  placeholders: number;
} {
  let placeholders = 0;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!isRecord(value)) return value;
    if (isImage(value)) {
      if (value.src !== '' || hasText(value.alt)) placeholders++;
      const credit = Object.keys(value).filter((key) => key.startsWith('credit'));
      return { ...value, src: '', ...Object.fromEntries(credit.map((key) => [key, ''])) };
    }
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, visit(child)]));
  };
  const sections = document.sections.map((section) => ({
    ...section,
    blocks: section.blocks.map((block) => ({ ...block, props: visit(block.props) as PageBlock['props'] })),
  }));
  return { document: { ...document, sections }, placeholders };
}
