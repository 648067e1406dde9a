import { aiSectionsSchema, readAiSections } from '@print/core/pages/page-ai';
import { readPageDocument } from '@print/core/pages/page-document';
import { localizedText } from '@print/core/i18n/localized-text';
import { eq } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { CONTENT_RULES, languageName, writeWithAi } from './ai-page-generation.ts';
import type { AiTaskRun } from './ai-task-job.ts';
import { changeAiTask, lockAiTask } from './ai-tasks.ts';
import { tenantLanguageCodes } from './content-page-input.ts';
import { contentPages, type ContentAiTaskRow } from './content.tables.ts';

// Blocks from a prompt for a page being edited (the insert-block picker's "create with AI instead",
// issue 25, decision 0079): the same four steps as a new page (ai-page-generation.ts), but the
// sections the AI wrote, read again by the page reader, are kept in the task for the page builder to
// insert into its draft. No page is written: the editor's save stores them like any other change.

function systemPrompt(tenant: Tenant, language: string, pageTitle: string): string {
  const shop = tenant.settings.companyName || tenant.name;
  return [
    `You write blocks for the page "${pageTitle}" of the online shop of "${shop}", a print shop.`,
    'They are inserted into the page where its editor is working: write what the user asks for, usually',
    `one section of a few blocks, all texts in ${languageName(language)} (${language}), as the schema`,
    'offers: headings, text (plain text, one paragraph per line), images, calls to action, columns,',
    'product rows, page links, link bars and social buttons where they help.',
    CONTENT_RULES,
  ].join(' ');
}

export async function generateBlocks(task: ContentAiTaskRow, run: AiTaskRun): Promise<void> {
  const { tenant, title } = await run.restore(async (ctx) => {
    const [page] = task.pageId
      ? await ctx.tx
          .select({ title: contentPages.title })
          .from(contentPages)
          .where(eq(contentPages.id, task.pageId))
      : [];
    if (!page) throw notFound('admin.pageNotFound');
    const language = ctx.tenant.defaultLanguage;
    return { tenant: ctx.tenant, title: localizedText(page.title, language, language) };
  });
  const language = tenant.defaultLanguage;
  const languages = tenantLanguageCodes(tenant);
  const written = await writeWithAi(
    run,
    tenant,
    {
      name: 'sections',
      schema: aiSectionsSchema(language),
      system: systemPrompt(tenant, language, title),
      user: task.prompt ?? '',
    },
    (answer) => {
      const reading = readAiSections(answer, { language, languages });
      // No block at all is no answer to insert.
      if (!reading?.document.sections.some((section) => section.blocks.length > 0)) return null;
      return { reading, meta: { title: {}, seoTitle: {}, seoDescription: {} } };
    },
  );
  // Read once more as the editor will: what the task hands over is a document the reader keeps whole.
  const document = readPageDocument(written.document, { languages }).document;

  await run.restore(async (ctx) => {
    const locked = await lockAiTask(ctx.tx, task.id);
    if (!locked || locked.state === 'done' || locked.state === 'failed') return;
    await changeAiTask(ctx.tx, task.id, {
      state: 'done',
      percent: 100,
      document,
      findings: written.findings,
    });
  });
}
