// Page templates (issue 25; spec §2 page-builder wizard, §3 "Wizard template: name, description,
// category"): a fragment of a page — sections holding blocks — with a name, a description and a
// category. Built-in templates live in code (built-in/), a shop's own in its table; both are read by
// readPageDocument like any other input before they are shown or applied (apply-template.ts).
import { fail, type ValidationError } from '../../validation/messages.ts';
import { checkForbiddenCharacters, checkMaxLength } from '../../validation/text-rules.ts';
import { pageFail } from '../page-messages.ts';

/** The wizard's categories, in the order it shows them; a shop's own templates choose one too. */
export const TEMPLATE_CATEGORIES = ['marketing', 'company', 'service', 'legal', 'sections'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** Text key of each category's name (catalogue group cms). */
export const TEMPLATE_CATEGORY_LABELS: Record<TemplateCategory, string> = {
  marketing: 'cms.templateCategoryMarketing',
  company: 'cms.templateCategoryCompany',
  service: 'cms.templateCategoryService',
  legal: 'cms.templateCategoryLegal',
  sections: 'cms.templateCategorySections',
};

export const isTemplateCategory = (value: unknown): value is TemplateCategory =>
  (TEMPLATE_CATEGORIES as readonly unknown[]).includes(value);

/** A template of the app: its texts are catalogue keys (translated like any), its document in code. */
export type BuiltInTemplate = {
  /** Stable, never a uuid (a shop's own templates have uuids). */
  id: string;
  category: TemplateCategory;
  /** Text keys (catalogue group cms). */
  nameKey: string;
  descriptionKey: string;
  /** A page document (raw: read by readPageDocument with the shop's languages before use). */
  document: unknown;
};

export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATE_DESCRIPTION_MAX = 300;
/** A shop's own templates (the wizard lists them all at once). */
export const MAX_OWN_TEMPLATES = 100;

/** What "save as template" sends besides the section: name and description in one language. */
export type TemplateMetaInput = { name: string; description: string; category: string };

/** The rules of a template's name, description and category; errors by field name. */
export function checkTemplateMeta(input: TemplateMetaInput): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  const name = input.name.trim();
  const nameProblem =
    name === ''
      ? fail('validation.required')
      : (checkMaxLength(name, TEMPLATE_NAME_MAX) ?? checkForbiddenCharacters(name));
  if (nameProblem) errors.name = nameProblem;
  const description = input.description.trim();
  const descriptionProblem =
    checkMaxLength(description, TEMPLATE_DESCRIPTION_MAX) ?? checkForbiddenCharacters(description);
  if (descriptionProblem) errors.description = descriptionProblem;
  if (!isTemplateCategory(input.category)) errors.category = pageFail('validation.choice');
  return errors;
}
