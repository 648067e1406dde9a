import { eq } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import { aiTranslationService } from '../../platform/translation/ai-translation-service.ts';
import { actorOf } from '../audit/audit.service.ts';
import { translatePage } from './ai-page-translation.ts';
import type { AiTaskRun } from './ai-task-job.ts';
import { changeAiTask, lockAiTask } from './ai-tasks.ts';
import { readStoredDocument, tenantLanguageCodes } from './content-page-input.ts';
import { updateContentPage } from './content-page-writes.ts';
import { contentPages, type ContentAiTaskRow } from './content.tables.ts';

// "Translate with AI" on a page (issue 25): the page's texts that the shop's other languages lack,
// from its default language, saved as the page's next version (the one before stays restorable). The
// page is read at its version and saved naming it: if someone saved it meanwhile, nothing is
// overwritten and the task fails with 'Someone else has saved the page in the meantime…'.

const TRANSLATING = 'cms.aiWizardTranslating';

export async function translatePageTask(task: ContentAiTaskRow, run: AiTaskRun): Promise<void> {
  const { row, tenant } = await run.restore(async (ctx) => {
    const [page] = task.pageId
      ? await ctx.tx.select().from(contentPages).where(eq(contentPages.id, task.pageId))
      : [];
    if (!page) throw notFound('admin.pageNotFound');
    return { row: page, tenant: ctx.tenant };
  });
  const languages = tenantLanguageCodes(tenant);
  const source = tenant.defaultLanguage;
  const targets = languages.filter((language) => language !== source);
  await run.step(TRANSLATING, 5);
  const translation = await translatePage(
    aiTranslationService(run.ai),
    {
      document: readStoredDocument(tenant, row.document),
      meta: { title: row.title, seoTitle: row.seoTitle, seoDescription: row.seoDescription },
    },
    {
      source,
      targets,
      languages,
      defaultLanguage: source,
      signal: run.signal,
      onLanguage: (index) =>
        run.step(TRANSLATING, 5 + Math.round((90 * index) / Math.max(1, targets.length))),
    },
  );
  for (const failure of translation.failures) run.log.warn({ err: failure }, 'AI page translation failed');

  await run.restore(async (ctx) => {
    const locked = await lockAiTask(ctx.tx, task.id);
    if (!locked || locked.state === 'done' || locked.state === 'failed') return;
    if (translation.translated > 0) {
      await updateContentPage(
        { tx: ctx.tx, tenant: ctx.tenant, actor: actorOf(ctx.user) },
        row.id,
        row.version,
        {
          ...translation.meta,
          slugs: row.slugs,
          socialImage: row.socialImage,
          document: translation.document,
        },
        { machine: 'ai' },
      );
    }
    await changeAiTask(ctx.tx, task.id, {
      state: 'done',
      percent: 100,
      findings: { refused: translation.refused, translated: translation.translated },
    });
  });
}
