import { checkPersonalisation } from '@print/core/print/personalisation-check';
import { PREFLIGHT_KEYS, preflight } from '@print/core/print/preflight';
import type { ImageInfo, PreflightIssue } from '@print/core/print/preflight';
import type { Template } from '@print/core/print/template';
import type { ValidationError } from '@print/core/validation/messages';
import { pageLabel, readTemplate, toProductFields, type ApiProductField } from '../print/print-model.ts';

// What the content release (spec §5) shows of an item: its pages drawn from the template and values,
// or, for a product without a template, its values as lines; with the preflight's warnings. Built
// here once for every path into the cart (the product form, finishing a draft, the watchlist,
// reorder and reopen), so each shows the same step.

export type ReleasePage = { id: string; label: string };

export type ReleasePiece = {
  key: string;
  /** The item's name, shown when several items are released together. */
  title?: string;
  template: Template | null;
  values: Readonly<Record<string, string>>;
  pages: readonly ReleasePage[];
  /** Without a template: the filled fields as label and value. */
  lines: readonly { label: string; value: string }[];
  /** Preflight warnings: shown, and the shopper may still release. */
  warnings: readonly PreflightIssue[];
  fieldLabel: (name: string) => string;
};

type Language = { language: string; tenantDefault: string };

function lines(fields: readonly ApiProductField[], values: Readonly<Record<string, string>>) {
  return fields
    .filter((field) => field.type !== 'image' && (values[field.name] ?? '').trim() !== '')
    .map((field) => {
      const value = values[field.name] ?? '';
      // A choice reads as the shopper chose it: its label in their language, not the stored value.
      const option = field.options?.find((candidate) => candidate.value === value);
      return { label: field.label, value: option?.label ?? value };
    });
}

function piece(
  key: string,
  title: string | undefined,
  template: Template | null,
  fields: readonly ApiProductField[],
  values: Readonly<Record<string, string>>,
  { language, tenantDefault }: Language,
): Omit<ReleasePiece, 'warnings'> {
  const labels = new Map(fields.map((field) => [field.name, field.label]));
  return {
    key,
    ...(title !== undefined ? { title } : {}),
    template,
    values,
    pages: (template?.pages ?? []).map((page) => ({
      id: page.id,
      label: pageLabel(page, language, tenantDefault),
    })),
    lines: template ? [] : lines(fields, values),
    fieldLabel: (name) => labels.get(name) ?? name,
  };
}

/** The product form's item as the shopper sees it now, with the warnings of its preflight. */
export function releaseOfForm(
  form: {
    title?: string;
    template: Template | null;
    fields: readonly ApiProductField[];
    values: Readonly<Record<string, string>>;
    warnings: readonly PreflightIssue[];
  },
  language: Language,
): ReleasePiece {
  const base = piece('form', form.title, form.template, form.fields, form.values, language);
  return { ...base, warnings: form.warnings };
}

export type ReleaseCheck = {
  piece: ReleasePiece;
  /** What blocks the release (a required field empty, a value in the wrong format). */
  errors: PreflightIssue[];
};

/**
 * An item with the product as the catalogue shows it now (the cart: finishing a draft, a watchlist
 * entry into the cart): the preflight decides whether it may be released at all.
 */
export function releaseOfItem(
  item: {
    key: string;
    title?: string;
    template: unknown;
    fields: readonly ApiProductField[];
    values: Readonly<Record<string, string>>;
    imageInfo?: ImageInfo;
  },
  language: Language,
): ReleaseCheck {
  const template = readTemplate(item.template);
  const fields = toProductFields(item.fields, language.language);
  const issues = template
    ? preflight(template, item.values, fields, item.imageInfo)
    : personalisationIssues(fields, item.values);
  const base = piece(item.key, item.title, template, item.fields, item.values, language);
  return {
    piece: { ...base, warnings: issues.filter((issue) => issue.severity === 'warning') },
    errors: issues.filter((issue) => issue.severity === 'error'),
  };
}

/** Without a template, the server's own check names what is missing or wrong. */
function personalisationIssues(
  fields: ReturnType<typeof toProductFields>,
  values: Readonly<Record<string, string>>,
): PreflightIssue[] {
  const check = checkPersonalisation(null, fields, values, { complete: true });
  return [
    ...check.missing.map((field) => ({
      severity: 'error' as const,
      key: PREFLIGHT_KEYS.missingField,
      field,
    })),
    ...Object.entries(check.errors).map(([field, error]) => ({
      severity: 'error' as const,
      key: error.key,
      field,
      ...(error.params ? { params: error.params } : {}),
    })),
  ];
}

/**
 * An ordered item going back into the cart (reorder, reopen): drawn from the template and values the
 * order kept, as the order page shows it. Its completeness is the server's check (the reorder is all
 * or nothing), so no preflight here.
 */
export function releaseOfOrderedItem(
  item: {
    key: string;
    title: string;
    template: unknown;
    values: Readonly<Record<string, string>>;
    /** The order's values as the server words them (OrderItem.values): labels and choices as ordered. */
    shown?: readonly { name: string; label: string; type: string; value: string; text: string }[];
  },
  language: Language,
): ReleasePiece {
  const template = readTemplate(item.template);
  const shown = new Map((item.shown ?? []).map((value) => [value.name, value]));
  const fields = Object.keys(item.values).map((name) => {
    const value = shown.get(name);
    return {
      name,
      label: value?.label ?? name,
      type: value?.type ?? 'text',
      required: false,
      defaultValue: null,
      ...(value?.type === 'select' ? { options: [{ value: value.value, label: value.text }] } : {}),
    };
  });
  return { ...piece(item.key, item.title, template, fields, item.values, language), warnings: [] };
}

/** Whether an ordered item is personalised: it kept a template or values. */
export const isPersonalisedOrderItem = (item: {
  template: unknown;
  values: Readonly<Record<string, string>>;
}) => (item.template !== null && item.template !== undefined) || Object.keys(item.values).length > 0;

/**
 * Why an item cannot be released, as one message: the spec's 'Please fill in all mandatory fields.'
 * when a required field is empty (as the server would say), else the first value's own message.
 */
export function releaseBlockedMessage(errors: readonly PreflightIssue[]): ValidationError {
  if (errors.some((issue) => issue.key === PREFLIGHT_KEYS.missingField))
    return { key: 'validation.mandatoryFields' };
  const first = errors[0];
  return first
    ? { key: first.key, ...(first.params ? { params: first.params } : {}) }
    : { key: 'shop.addToCartError' };
}
