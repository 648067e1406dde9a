import { describe, expect, it } from 'vitest';
import { defaultTheme } from '../theme/default-theme.ts';
import { resolveColor } from '../theme/resolve-color.ts';
import { preflight } from './preflight.ts';
import { PRODUCT_FIELD_TYPES } from './product-field.ts';
import { renderTemplateSvg } from './render-svg.ts';
import { SAMPLE_TEMPLATES } from './sample-templates.ts';
import { validateTemplate, validateTemplateFields } from './template.ts';

const samples = Object.entries(SAMPLE_TEMPLATES);

describe.each(samples)('sample %s', (_key, { template, fields }) => {
  it('is a valid template whose fields all exist', () => {
    expect(validateTemplate(JSON.parse(JSON.stringify(template)))).toEqual({ ok: true, template });
    expect(validateTemplateFields(template, fields)).toEqual([]);
  });

  it('labels every field in de-DE and en-GB with a known type', () => {
    for (const field of fields) {
      expect(field.name).toMatch(/^[A-Za-z0-9]+$/);
      expect(field.label['de-DE']?.trim(), field.name).toBeTruthy();
      expect(field.label['en-GB']?.trim(), field.name).toBeTruthy();
      expect(PRODUCT_FIELD_TYPES).toContain(field.type);
    }
    expect(new Set(fields.map((field) => field.name)).size).toBe(fields.length);
  });

  it('uses colour tokens the default theme resolves (no fallback colour)', () => {
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) };
    for (const page of template.pages) {
      renderTemplateSvg(
        template,
        {},
        { page: page.id, resolveColor: (token) => resolveColor(defaultTheme, token, log) },
      );
    }
    expect(warnings).toEqual([]);
  });

  it('fits typical content without preflight issues', () => {
    const typical: Record<string, string> = {
      firstName: 'Alexandra',
      lastName: 'Schmidt-Hartmann',
      jobTitle: 'Head of Marketing & Communications',
      phone: '+49 30 12345678',
      mobile: '+49 170 1234567',
      email: 'alexandra.schmidt-hartmann@example.com',
      website: 'https://www.example.com',
      headline: 'Grand opening this Saturday',
      bodyText:
        'Join us for coffee, cake and live music from 10 am. Every visitor gets a 10% voucher for the first order.\nWe look forward to seeing you!',
    };
    const values = Object.fromEntries(fields.map((field) => [field.name, typical[field.name] ?? '']));
    expect(preflight(template, values, fields)).toEqual([]);
  });
});

it('business card: 85 × 55 mm with 2 mm bleed, front and back', () => {
  const { template, fields } = SAMPLE_TEMPLATES.businessCard;
  expect(template.size).toEqual({ width: 85, height: 55 });
  expect(template.bleed).toBe(2);
  expect(template.pages.map((page) => page.id)).toEqual(['front', 'back']);
  expect(fields.filter((field) => field.required).map((field) => field.name)).toEqual([
    'firstName',
    'lastName',
    'email',
  ]);
});

it('A6 flyer: 105 × 148 mm with headline, body text and image', () => {
  const { template, fields } = SAMPLE_TEMPLATES.flyerA6;
  expect(template.size).toEqual({ width: 105, height: 148 });
  expect(fields.map((field) => [field.name, field.type])).toEqual([
    ['headline', 'text'],
    ['bodyText', 'textarea'],
    ['image', 'image'],
  ]);
});
