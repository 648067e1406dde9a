import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import type { LocalizedText } from '@print/core/i18n/localized-text';
import type { PageKind } from '@print/core/pages/page-rules';
import { landingTemplate } from '@print/core/pages/templates/built-in/marketing';
import { legalTemplate } from '@print/core/pages/templates/built-in/legal-and-sections';
import { templateForShop } from '@print/core/pages/templates/built-in-templates';
import type { TenantSetupContribution } from '../tenancy/tenant-setup-contributions.ts';
import { addContentPages, type PageSetup } from './content-setup.ts';

// A new tenant's first pages (contributes.tenantSetup): the imprint, privacy policy and terms its
// footer links (/imprint, /privacy, /terms), and a home page, each from a built-in template of the page
// builder. They are placeholders: inactive until the tenant has filled in its own texts, so visitors
// see "page not found" there, never a template's sample text as the shop's legal notice.

const LEGAL_PAGES: readonly { kind: PageKind; slug: string; titleKey: string }[] = [
  { kind: 'imprint', slug: 'imprint', titleKey: 'shell.footerImprint' },
  { kind: 'privacy', slug: 'privacy', titleKey: 'shell.footerPrivacyPolicy' },
  { kind: 'terms', slug: 'terms', titleKey: 'shell.footerTerms' },
];

/** A catalogue text in each language: the language's own, else English. */
function catalogueText(key: string, languages: readonly string[]): LocalizedText {
  const english = catalogueForLanguage('en-GB')[key] ?? key;
  return Object.fromEntries(
    languages.map((language) => [language, catalogueForLanguage(language)[key] ?? english]),
  );
}

const same = (text: string, languages: readonly string[]): LocalizedText =>
  Object.fromEntries(languages.map((language) => [language, text]));

export const contentTenantSetup: TenantSetupContribution = async (tx, setup) => {
  const shop = { languages: setup.languages, defaultLanguage: setup.defaultLanguage };
  const pages: PageSetup[] = LEGAL_PAGES.map(({ kind, slug, titleKey }) => ({
    kind,
    title: catalogueText(titleKey, setup.languages),
    slugs: same(slug, setup.languages),
    document: templateForShop(legalTemplate.document, shop),
    status: 'inactive',
  }));
  pages.push({
    kind: 'home',
    title: same(setup.companyName, setup.languages),
    slugs: same('home', setup.languages),
    document: templateForShop(landingTemplate.document, shop),
    status: 'inactive',
  });
  await addContentPages(tx, setup.languages, pages);
};
