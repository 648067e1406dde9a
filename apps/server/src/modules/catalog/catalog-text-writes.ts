import { normalizeRichText } from '@print/core/rich-text/read-rich-text';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUuid } from '../../platform/db/uuid.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { actorOf, recordActivity } from '../audit/audit.service.ts';
import type { TextWrite } from '../i18n/translatable-texts.ts';
import type { LocalizedText } from './catalog.tables.ts';

// How the translations admin writes a catalogue record's text (contributes.translatableTexts): the
// languages given are merged into the field's LocalizedText (empty removes one), in the row locked for
// the change, and the change is recorded in the activity log like the editor's saves. Rich texts are
// stored in their one form (decision 0050).

type TextTable = PgTable & { id: AnyPgColumn };

export type CatalogTextTarget = {
  table: TextTable;
  /** The record's LocalizedText columns by field. */
  columns: Readonly<Record<string, AnyPgColumn>>;
  /** The column that names the record in the activity log. */
  label: AnyPgColumn;
  entityType: string;
  richText?: readonly string[];
  /** The table has `updatedAt` (products). */
  touch?: boolean;
};

/** The merged texts; the same object when nothing changes. */
function merged(current: LocalizedText, texts: Readonly<Record<string, string | null>>, rich: boolean) {
  const next: LocalizedText = { ...current };
  for (const [language, text] of Object.entries(texts)) {
    const value = text?.trim() ? (rich ? normalizeRichText(text) : text.trim()) : '';
    if (value) next[language] = value;
    else delete next[language];
  }
  return JSON.stringify(next) === JSON.stringify(current) ? current : next;
}

export async function writeCatalogText(
  ctx: ServiceContext,
  target: CatalogTextTarget,
  id: string,
  field: string,
  texts: Readonly<Record<string, string | null>>,
): Promise<TextWrite> {
  const column = target.columns[field];
  if (!column || !isUuid(id)) return null;
  const [row] = await ctx.tx
    .select({ texts: column, label: target.label })
    .from(target.table)
    .where(eq(target.table.id, id))
    .for('update');
  if (!row) return null;
  const current = row.texts as LocalizedText;
  const next = merged(current, texts, target.richText?.includes(field) ?? false);
  if (next === current) return { texts: current };
  await ctx.tx
    .update(target.table)
    // The field is the column's property (the target lists only LocalizedText columns by their names).
    .set({ [field]: next, ...(target.touch ? { updatedAt: sql`now()` } : {}) } as never)
    .where(eq(target.table.id, id));
  const labels = (field === 'name' || field === 'label' ? next : row.label) as LocalizedText;
  await recordActivity(ctx.tx, actorOf(ctx.user), {
    action: `${target.entityType}.translate`,
    entityType: target.entityType,
    entityId: id,
    entityLabel: labels[ctx.tenant.defaultLanguage] ?? Object.values(labels)[0] ?? '',
    entityLabels: labels,
    details: { field, languages: Object.keys(texts) },
  });
  return { texts: next };
}
