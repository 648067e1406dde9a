import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { localizedTextFacts } from '../../platform/db/language-texts.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import type { ContributionKinds } from '../../platform/module-contributions.ts';
import { actorOf, recordActivity } from '../audit/audit.service.ts';
import { pageLabel } from './content-page-input.ts';
import { keepVersion, lockedPage, updatedBy } from './content-page-writes.ts';
import { contentPages } from './content.tables.ts';

// The titles of the shop's CMS pages in the translations admin (contributes.translatableTexts, spec
// type contentPageName). A title saved there is a page save like the editor's: the next version, kept,
// and recorded in the activity log.

const textOf = (id: string, title: Record<string, string>) => ({ id, field: 'title', texts: title });

export const contentPageTexts: ContributionKinds['translatableTexts'] = {
  entity: 'contentPage',
  fields: ['title'],
  fieldTypes: { title: { type: 'contentPageName', format: 'text' } },
  right: 'cms.edit',
  list: async (tx: Tx, ids) => {
    const wanted = ids?.filter(isUuid);
    if (wanted && !wanted.length) return [];
    const rows = await tx
      .select({ id: contentPages.id, title: contentPages.title })
      .from(contentPages)
      .where(wanted ? inArray(contentPages.id, wanted) : undefined);
    return rows.map((row) => textOf(row.id, row.title));
  },
  index: async (tx: Tx, { languages, search }) => {
    const { written, found } = localizedTextFacts(contentPages.title, languages, search);
    const rows = await tx.select({ id: contentPages.id, written, found }).from(contentPages);
    return rows.map((row) => ({ ...row, field: 'title' }));
  },
  read: async (tx: Tx, id) => {
    if (!isUuid(id)) return null;
    const [row] = await tx
      .select({ title: contentPages.title })
      .from(contentPages)
      .where(eq(contentPages.id, id));
    return row ? [textOf(id, row.title)] : null;
  },
  write: async (ctx, id, field, texts) => {
    if (field !== 'title' || !isUuid(id)) return null;
    const current = await lockedPage(ctx.tx, id).catch(() => null);
    if (!current) return null;
    const title: Record<string, string> = { ...current.title };
    for (const [language, text] of Object.entries(texts)) {
      if (text?.trim()) title[language] = text.trim();
      else delete title[language];
    }
    if (JSON.stringify(title) === JSON.stringify(current.title)) return { texts: current.title };
    const actor = actorOf(ctx.user);
    const [row] = await ctx.tx
      .update(contentPages)
      .set({ title, version: current.version + 1, updatedAt: sql`now()`, ...updatedBy(actor) })
      .where(eq(contentPages.id, id))
      .returning();
    await keepVersion(ctx.tx, row!, actor);
    await recordActivity(ctx.tx, actor, {
      action: 'page.update',
      entityType: 'page',
      entityId: id,
      entityLabel: pageLabel(title, ctx.tenant),
      entityLabels: title,
      details: { version: row!.version, field: 'title' },
    });
    return { texts: title };
  },
};
