import { aiPageAnswerSchema, readAiPageAnswer, withImagePlaceholders } from '@print/core/pages/page-ai';
import type { JsonSchema } from '@print/core/pages/fields';
import type { PageDocument, PageReading } from '@print/core/pages/page-document';
import { and, eq, like } from 'drizzle-orm';
import { AiError } from '../../platform/ai/chat-completions.ts';
import type { Tx } from '../../platform/db/client.ts';
import { aiTranslationService } from '../../platform/translation/ai-translation-service.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { translatePage } from './ai-page-translation.ts';
import type { AiTaskRun } from './ai-task-job.ts';
import type { PageMetaTexts } from './ai-page-translation.ts';
import { changeAiTask, lockAiTask } from './ai-tasks.ts';
import { tenantLanguageCodes } from './content-page-input.ts';
import { createContentPage } from './content-page-writes.ts';
import { contentPageSlugs, type ContentAiFindings, type ContentAiTaskRow } from './content.tables.ts';

// A new page from a prompt (issue 25), through the spec's four steps: the AI writes the page in the
// shop's default language in the blocks' JSON Schema; it is read by the page reader (an answer that is
// no page stores nothing); its texts are translated into the shop's other languages; its pictures
// become placeholders. Then it is stored as a new, inactive page within the shop's page count, and the
// task names it, in one transaction. The page builder's blocks from a prompt take the same steps
// (ai-blocks-generation.ts).

export const GENERATION_STEPS = {
  generating: ['cms.aiWizardGeneratingPage', 5],
  layouts: ['cms.aiWizardAddingLayouts', 45],
  translating: ['cms.aiWizardTranslating', 60],
  images: ['cms.aiWizardAddingImagePlaceholders', 90],
} as const;

/** 'German', 'British English': what a model understands best (the code follows in brackets). */
export const languageName = (code: string) =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;

/** What every text the AI writes for a page keeps to (the page reader repairs the rest). */
export const CONTENT_RULES = [
  "Describe each picture in its alt text and leave its src ''. Links are paths of this shop starting",
  "with / (e.g. /catalog) or https:// addresses; leave a link '' when unsure. Colours '' unless asked.",
  'Never use the characters < > \\ { } in texts.',
].join(' ');

function systemPrompt(tenant: Tenant, language: string): string {
  const shop = tenant.settings.companyName || tenant.name;
  return [
    `You write pages for the online shop of "${shop}", a print shop. Write the page the user asks for,`,
    `all texts in ${languageName(language)} (${language}), in sections of blocks as the schema offers:`,
    'a hero or heading first, then text (plain text, one paragraph per line), images, calls to action,',
    'columns, product rows, page links, link bars and social buttons where they help.',
    CONTENT_RULES,
  ].join(' ');
}

/** The slug, or the first of slug-2, slug-3… no page has in this language. */
async function freeSlug(tx: Tx, language: string, slug: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ slug: contentPageSlugs.slug })
        .from(contentPageSlugs)
        .where(and(eq(contentPageSlugs.language, language), like(contentPageSlugs.slug, `${slug}%`)))
    ).map((row) => row.slug),
  );
  let free = slug;
  for (let n = 2; taken.has(free); n++) free = `${slug}-${n}`;
  return free;
}

/** What the AI is asked, in which schema. */
export type AiAsk = { name: string; schema: JsonSchema; system: string; user: string };

/** The AI's answer read: a document (and the page's texts beside it); null for no usable answer. */
export type AiReading = { reading: PageReading; meta: PageMetaTexts };

export type AiWritten<R> = {
  document: PageDocument;
  meta: PageMetaTexts;
  findings: ContentAiFindings;
  /** What `read` made of the answer. */
  read: R;
};

/**
 * The spec's four steps, shared by a new page and blocks for the page builder: the AI writes in the
 * shop's default language, the answer is read (one that is not what was asked fails the task), its
 * texts are translated into the shop's other languages, its pictures become placeholders.
 */
export async function writeWithAi<R extends AiReading>(
  run: AiTaskRun,
  tenant: Tenant,
  ask: AiAsk,
  read: (answer: unknown) => R | null,
): Promise<AiWritten<R>> {
  const language = tenant.defaultLanguage;
  const languages = tenantLanguageCodes(tenant);

  await run.step(...GENERATION_STEPS.generating);
  const answer = await run.ai.completeJson({ ...ask, signal: run.signal });

  await run.step(...GENERATION_STEPS.layouts);
  const written = read(answer);
  if (!written)
    throw new AiError('invalidAnswer', `The answer is not the ${ask.name} of the schema asked for`);

  await run.step(...GENERATION_STEPS.translating);
  const translation = await translatePage(
    aiTranslationService(run.ai),
    { document: written.reading.document, meta: written.meta },
    {
      source: language,
      targets: languages.filter((other) => other !== language),
      languages,
      defaultLanguage: language,
      signal: run.signal,
    },
  );
  for (const failure of translation.failures) run.log.warn({ err: failure }, 'AI page translation failed');

  await run.step(...GENERATION_STEPS.images);
  const { document, placeholders } = withImagePlaceholders(translation.document);
  return {
    document,
    meta: translation.meta,
    read: written,
    findings: {
      repaired: written.reading.problems.map((problem) => ({ path: problem.path, key: problem.error.key })),
      refused: translation.refused,
      translated: translation.translated,
      imagePlaceholders: placeholders,
    },
  };
}

export async function generatePage(task: ContentAiTaskRow, run: AiTaskRun): Promise<void> {
  const tenant = await run.restore(async (ctx) => ctx.tenant);
  const language = tenant.defaultLanguage;
  const languages = tenantLanguageCodes(tenant);
  const prompt = task.prompt ?? '';
  const written = await writeWithAi(
    run,
    tenant,
    {
      name: 'page',
      schema: aiPageAnswerSchema(language),
      system: systemPrompt(tenant, language),
      user: prompt,
    },
    (answer) => {
      const read = readAiPageAnswer(answer, { language, languages, prompt });
      if (!read) return null;
      const seoDescription = read.meta.seoDescription ? { [language]: read.meta.seoDescription } : {};
      return {
        reading: read.reading,
        slug: read.meta.slug,
        meta: { title: { [language]: read.meta.title }, seoTitle: {}, seoDescription },
      };
    },
  );

  await run.restore(async (ctx) => {
    const locked = await lockAiTask(ctx.tx, task.id);
    if (!locked || locked.state === 'done' || locked.state === 'failed') return;
    const page = await createContentPage(
      { tx: ctx.tx, tenant: ctx.tenant, actor: actorOf(ctx.user) },
      {
        ...written.meta,
        slugs: { [language]: await freeSlug(ctx.tx, language, written.read.slug) },
        socialImage: '',
        document: written.document,
      },
    );
    await changeAiTask(ctx.tx, task.id, {
      state: 'done',
      percent: 100,
      pageId: page.id,
      findings: written.findings,
    });
  });
}
