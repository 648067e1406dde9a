import { checkAiPrompt } from '@print/core/pages/ai-prompt';
import { aiBlockSchema, readAiBlock, type AiBlockReading } from '@print/core/pages/page-ai';
import { emptyPageDocument, type PageBlock, type PageDocument } from '@print/core/pages/page-document';
import { eq } from 'drizzle-orm';
import { AI_ERROR_KEYS, AiError, createAiClient, type AiClient } from '../../platform/ai/chat-completions.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { invalidInput, notFound, unavailable } from '../../platform/errors.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { aiTranslationService } from '../../platform/translation/ai-translation-service.ts';
import { translatePage, type Refusal } from './ai-page-translation.ts';
import { readStoredDocument, tenantLanguageCodes } from './content-page-input.ts';
import { contentPages } from './content.tables.ts';

// One block of a page written again by the AI (issue 25): the editor names the page, the block and what
// to change; the AI answers in that block type's JSON Schema, the page reader checks the answer as the
// block it replaces, and the editor gets the new props to show. Its texts, written in one language, are
// then translated into the shop's other languages like a page's (masked, checked, refusals reported),
// so the block does not lose the languages it had. Nothing is stored: the editor's save stores them
// like any other change. The AI is called outside any transaction.

/** The block with this id anywhere in the document (in columns too), depth-first. */
function findBlock(blocks: readonly PageBlock[], id: string): PageBlock | null {
  for (const block of blocks) {
    if (block.id === id) return block;
    for (const value of Object.values(block.props)) {
      const nested = Array.isArray(value)
        ? value.flatMap((item) => (isBlockList(item) ? item.blocks : []))
        : [];
      const found = findBlock(nested, id);
      if (found) return found;
    }
  }
  return null;
}
const isBlockList = (item: unknown): item is { blocks: PageBlock[] } =>
  typeof item === 'object' && item !== null && Array.isArray((item as { blocks?: unknown }).blocks);

export type RegeneratedBlock = AiBlockReading & { refused: Refusal[] };

export async function regenerateBlock(
  ctx: GraphQLContext,
  args: { pageId: string; blockId: string; prompt: string; language: string | null },
): Promise<RegeneratedBlock> {
  const problem = checkAiPrompt(args.prompt);
  if (problem) throw invalidInput(problem.key, { prompt: problem }, problem.params);
  if (!ctx.services.ai) throw unavailable('admin.aiNotConfigured');
  const languages = tenantLanguageCodes(ctx.tenant);
  const language = args.language ?? ctx.tenant.defaultLanguage;
  if (!languages.includes(language))
    throw invalidInput('validation.unknownLanguage', { language: { key: 'validation.unknownLanguage' } });

  const block = await withTenant(ctx.database, ctx.tenant.id, async (tx) => {
    const [page] = isUuid(args.pageId)
      ? await tx.select().from(contentPages).where(eq(contentPages.id, args.pageId))
      : [];
    if (!page) throw notFound('admin.pageNotFound');
    const document = readStoredDocument(ctx.tenant, page.document);
    return findBlock(
      document.sections.flatMap((section) => section.blocks),
      args.blockId,
    );
  });
  if (!block) throw notFound('admin.pageBlockNotFound');

  const ai = createAiClient(ctx.services.ai);
  let answer: unknown;
  try {
    answer = await ai.completeJson({
      name: 'block',
      schema: aiBlockSchema(block.type, language),
      system: [
        `You rewrite one block of a page of an online print shop, a block of type "${block.type}".`,
        `Write its texts in ${language}. Keep what the request does not ask to change.`,
        "Links are paths of this shop starting with / or https:// addresses; leave a picture's src ''.",
        'Never use the characters < > \\ { } in texts.',
      ].join(' '),
      user: `${args.prompt.trim()}\n\nThe block now: ${JSON.stringify(block.props)}`,
    });
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    ctx.log.warn({ err: error }, 'AI block regeneration failed');
    throw unavailable(AI_ERROR_KEYS[error.kind]);
  }
  const read = readAiBlock(answer, block, { language, languages });
  if (!read) throw unavailable(AI_ERROR_KEYS.invalidAnswer);
  return { ...read, ...(await intoOtherLanguages(ctx, ai, { ...block, props: read.props }, language)) };
}

/** The block's texts translated from `language` into the shop's other languages. */
async function intoOtherLanguages(
  ctx: GraphQLContext,
  ai: AiClient,
  block: PageBlock,
  language: string,
): Promise<{ props: PageBlock['props']; refused: Refusal[] }> {
  const languages = tenantLanguageCodes(ctx.tenant);
  const noMeta = { title: {}, seoTitle: {}, seoDescription: {} };
  // The block alone in a page of one section (its settings play no part in its texts).
  const document: PageDocument = {
    ...emptyPageDocument(),
    sections: [{ id: 's', settings: {} as PageDocument['sections'][number]['settings'], blocks: [block] }],
  };
  const translation = await translatePage(
    aiTranslationService(ai),
    { document, meta: noMeta },
    {
      source: language,
      targets: languages.filter((code) => code !== language),
      languages,
      defaultLanguage: ctx.tenant.defaultLanguage,
    },
  );
  for (const failure of translation.failures) ctx.log.warn({ err: failure }, 'AI block translation failed');
  const prefix = 'sections.0.blocks.0.';
  return {
    props: translation.document.sections[0]?.blocks[0]?.props ?? block.props,
    refused: translation.refused.map((refusal) => ({
      ...refusal,
      path: refusal.path.startsWith(prefix) ? refusal.path.slice(prefix.length) : refusal.path,
    })),
  };
}
