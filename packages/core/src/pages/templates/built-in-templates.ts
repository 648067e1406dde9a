// The app's own page templates (issue 25: landing, product launch, about, FAQ, contact, event, pricing,
// legal, and two single sections), and how their texts meet a shop's languages.
import { normalizeLocale } from '../../i18n/locale.ts';
import { aboutTemplate, contactTemplate } from './built-in/company.ts';
import {
  benefitsSectionTemplate,
  callToActionSectionTemplate,
  legalTemplate,
} from './built-in/legal-and-sections.ts';
import { eventTemplate, landingTemplate, productLaunchTemplate } from './built-in/marketing.ts';
import { faqTemplate, pricingTemplate } from './built-in/service.ts';
import type { BuiltInTemplate } from './page-template.ts';

/** In the wizard's order within each category. */
export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  landingTemplate,
  productLaunchTemplate,
  eventTemplate,
  aboutTemplate,
  contactTemplate,
  faqTemplate,
  pricingTemplate,
  legalTemplate,
  benefitsSectionTemplate,
  callToActionSectionTemplate,
];

/** The languages built-in templates are written in; the first stands in for a language they lack. */
export const TEMPLATE_LANGUAGES = ['en-GB', 'de-DE'] as const;

const LOCALE = /^[a-z]{2,3}-[A-Z]{2}$/;

/** `{ 'de-DE': …, 'en-GB': … }`: a text per language (block props are camelCase, never locale codes). */
const isLanguageTexts = (value: Record<string, unknown>) => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => LOCALE.test(key));
};

const baseOf = (language: string) => language.split('-')[0];

/** The template's text for a shop language: its own, else one of the same base language (en-US ← en-GB). */
function textFor(texts: Record<string, unknown>, language: string, isDefault: boolean): unknown {
  if (texts[language] !== undefined) return texts[language];
  const sameBase = Object.keys(texts).find((key) => baseOf(key) === baseOf(language));
  if (sameBase) return texts[sameBase];
  // The shop's default language must not be left empty: the template's first language stands in.
  if (!isDefault) return undefined;
  return TEMPLATE_LANGUAGES.map((code) => texts[code]).find((text) => text !== undefined);
}

/**
 * A built-in template's document for a shop: each text per language becomes the shop's languages' —
 * its own where the template has it, one of the same base language, else (for the default language
 * only) the template's English, so no shop gets an empty template. Other languages fall back as any
 * untranslated text does. Texts in languages the shop does not offer are left out.
 */
export function templateForShop(
  document: unknown,
  shop: { languages: readonly string[]; defaultLanguage: string },
): unknown {
  const languages = shop.languages.map((code) => normalizeLocale(code) ?? code);
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    if (isLanguageTexts(record)) {
      const texts: Record<string, unknown> = {};
      for (const language of languages) {
        const text = textFor(record, language, language === shop.defaultLanguage);
        if (text !== undefined) texts[language] = text;
      }
      return texts;
    }
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, visit(inner)]));
  };
  return visit(document);
}
