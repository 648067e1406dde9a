import { readPageDocument, type PageDocument } from '@print/core/pages/page-document';
import { BUILT_IN_TEMPLATES, templateForShop } from '@print/core/pages/templates/built-in-templates';
import {
  checkTemplateMeta,
  MAX_OWN_TEMPLATES,
  TEMPLATE_CATEGORIES,
  type TemplateCategory,
  type TemplateMetaInput,
} from '@print/core/pages/templates/page-template';
import type { LocalizedText } from '@print/core/i18n/localized-text';
import type { ValidationError } from '@print/core/validation/messages';
import { asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { refusingDuplicates } from '../../platform/db/pg-errors.ts';
import { lockSortOrder } from '../../platform/db/sort-order.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { conflict, invalidInput, notFound, unavailable } from '../../platform/errors.ts';
import { recordActivity } from '../audit/audit.service.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { tenantLanguageCodes } from './content-page-input.ts';
import type { PageChange } from './content-page-writes.ts';
import { contentTemplates, type ContentTemplateRow } from './content.tables.ts';

// The page builder's templates (issue 25): the app's own (in code, their texts catalogue keys) and the
// shop's own (saved from a section of a page). Every template's document is read by readPageDocument
// for the shop's languages before it is listed, as any input; one a shop saves is refused, not
// repaired, with each problem a field error at its path (`document.sections.0.blocks.1.props.url`).

/** A template as the wizard lists it; texts either catalogue keys (built-in) or the shop's own. */
export type TemplateView =
  | {
      builtIn: true;
      id: string;
      category: TemplateCategory;
      nameKey: string;
      descriptionKey: string;
      document: PageDocument;
    }
  | {
      builtIn: false;
      id: string;
      category: TemplateCategory;
      name: LocalizedText;
      description: LocalizedText;
      document: PageDocument;
      createdByName: string | null;
    };

export type TemplateGroup = { category: TemplateCategory; templates: TemplateView[] };

const readFor = (tenant: Tenant, raw: unknown) =>
  readPageDocument(raw, { languages: tenantLanguageCodes(tenant) }).document;

/** Every template by category, in the wizard's order (built-in first); every category, also empty ones. */
export async function listTemplates(tx: Tx, tenant: Tenant): Promise<TemplateGroup[]> {
  const shop = { languages: tenantLanguageCodes(tenant), defaultLanguage: tenant.defaultLanguage };
  const own = await tx
    .select()
    .from(contentTemplates)
    .orderBy(asc(contentTemplates.nameKey), asc(contentTemplates.id));
  const views: TemplateView[] = [
    ...BUILT_IN_TEMPLATES.map((template): TemplateView => ({
      builtIn: true,
      id: template.id,
      category: template.category,
      nameKey: template.nameKey,
      descriptionKey: template.descriptionKey,
      document: readFor(tenant, templateForShop(template.document, shop)),
    })),
    ...own.map((row): TemplateView => ({
      builtIn: false,
      id: row.id,
      category: row.category,
      name: row.name,
      description: row.description,
      // Stored clean; read again as stored pages are (the shop may have dropped a language since).
      document: readFor(tenant, row.document),
      createdByName: row.createdByName,
    })),
  ];
  return TEMPLATE_CATEGORIES.map((category) => ({
    category,
    templates: views.filter((view) => view.category === category),
  }));
}

export type TemplateInput = TemplateMetaInput & { language: string; document: unknown };

/** The template's checked values, or the invalid-input error naming every problem by its field. */
function checkTemplateInput(tenant: Tenant, input: TemplateInput) {
  const languages = tenantLanguageCodes(tenant);
  const errors: Record<string, ValidationError> = checkTemplateMeta(input);
  if (!languages.includes(input.language)) errors.language = { key: 'validation.unknownLanguage' };
  const reading = readPageDocument(input.document, { languages });
  for (const problem of reading.problems) {
    errors[problem.path === '' ? 'document' : `document.${problem.path}`] ??= problem.error;
  }
  if (!reading.problems.length && reading.document.sections.length === 0) {
    errors.document = { key: 'cms.templateNoLayouts' };
  }
  const first = Object.values(errors)[0];
  if (first) throw invalidInput(first.key, errors, first.params);
  return { name: input.name.trim(), description: input.description.trim(), document: reading.document };
}

/** Saves sections of a page (usually one) as a template of the shop's own, under a name of its own. */
export async function saveTemplate(
  { tx, tenant, actor }: PageChange,
  input: TemplateInput,
): Promise<ContentTemplateRow> {
  const checked = checkTemplateInput(tenant, input);
  // Two saves at once would both count the templates before either adds one.
  await lockSortOrder(tx, 'content_template');
  const [templates] = await tx.select({ n: count() }).from(contentTemplates);
  if ((templates?.n ?? 0) >= MAX_OWN_TEMPLATES)
    throw unavailable('cms.templateLimitReached', { max: String(MAX_OWN_TEMPLATES) });
  const nameTaken = () => conflict('cms.templateNameTaken', { name: { key: 'cms.templateNameTaken' } });
  const [row] = await refusingDuplicates(
    tx,
    (savepoint) =>
      savepoint
        .insert(contentTemplates)
        .values({
          name: { [input.language]: checked.name },
          nameKey: checked.name.toLowerCase(),
          description: checked.description ? { [input.language]: checked.description } : {},
          category: input.category as TemplateCategory,
          document: checked.document,
          createdBy: actor?.id ?? null,
          createdByName: actor?.name ?? null,
        })
        .returning(),
    nameTaken,
  );
  await recordActivity(tx, actor, {
    action: 'pageTemplate.create',
    entityType: 'pageTemplate',
    entityId: row!.id,
    entityLabel: checked.name,
    details: { category: input.category },
  });
  return row!;
}

/** Deletes one of the shop's own templates (the app's own are not rows: not found). */
export async function deleteTemplate({ tx, actor }: PageChange, id: string): Promise<void> {
  const [row] = isUuid(id)
    ? await tx.delete(contentTemplates).where(eq(contentTemplates.id, id)).returning()
    : [];
  if (!row) throw notFound('cms.templateNotFound');
  await recordActivity(tx, actor, {
    action: 'pageTemplate.delete',
    entityType: 'pageTemplate',
    entityId: id,
    entityLabel: Object.values(row.name)[0] ?? '',
  });
}
