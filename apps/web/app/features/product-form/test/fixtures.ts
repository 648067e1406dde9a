import type { SessionInfo } from '@print/core/auth/auth-api';
import { BUSINESS_CARD_FIELDS, BUSINESS_CARD_TEMPLATE } from '@print/core/print/sample-templates';
import type { Template } from '@print/core/print/template';
import type { ProductFormProduct } from '../product-form-types.ts';
import type { HarnessConfig } from './harness.tsx';

// The demo business card (core's sample template and fields) as the product page hands it over.

export const cardProduct = (template: unknown = BUSINESS_CARD_TEMPLATE): ProductFormProduct => ({
  id: 'p1',
  slug: 'visitenkarten-standard',
  name: 'Business card',
  fields: BUSINESS_CARD_FIELDS.map((field) => ({
    name: field.name,
    label: field.label['en-GB'] ?? field.name,
    type: field.type,
    required: field.required,
    defaultValue: field.defaultValue ?? null,
  })),
  template,
});

/** The card with the job title shown only once a last name is there (a condition on another field). */
export function conditionalTemplate(): Template {
  const template = structuredClone(BUSINESS_CARD_TEMPLATE);
  for (const element of template.pages[0]?.elements ?? []) {
    if (element.id === 'jobTitle') element.showWhen = { field: 'lastName', notEmpty: true };
  }
  return template;
}

export const config = (overrides: Partial<HarnessConfig> = {}): HarnessConfig => ({
  product: cardProduct(),
  item: null,
  quantity: 250,
  variantId: 'v1',
  session: null,
  ...overrides,
});

export const registeredSession: SessionInfo = {
  userId: 'u1',
  displayName: 'Karla Kunde',
  email: 'kunde@druckerei.test',
  isTemporary: false,
  language: 'en-GB',
  rights: [],
};

/** The mandatory fields of the card's front page. */
export const MANDATORY = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
