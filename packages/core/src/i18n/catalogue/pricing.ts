import type { CatalogueGroup } from './types.ts';

// The only group that also carries en-US texts; American spellings where they differ from en-GB.
export const pricing: CatalogueGroup = {
  group: 'pricing',
  entries: {
    'pricing.title': { 'de-DE': 'Preise', 'en-GB': 'Pricing', 'en-US': 'Pricing' },
    'pricing.subtitle': {
      'de-DE': 'Wählen Sie den passenden Tarif für Ihr Unternehmen.',
      'en-GB': 'Choose the right plan for your organisation.',
      'en-US': 'Choose the right plan for your organization.',
    },
    'pricing.billingPeriod': {
      'de-DE': 'Abrechnungszeitraum',
      'en-GB': 'Billing period',
      'en-US': 'Billing period',
    },
    'pricing.billingMonthly': { 'de-DE': 'Monatlich', 'en-GB': 'Monthly', 'en-US': 'Monthly' },
    'pricing.billingYearly': { 'de-DE': 'Jährlich', 'en-GB': 'Yearly', 'en-US': 'Yearly' },
    'pricing.yearlySaving': {
      'de-DE': 'Sparen Sie mit jährlicher Abrechnung',
      'en-GB': 'Save with yearly billing',
      'en-US': 'Save with yearly billing',
    },
    'pricing.perMonth': { 'de-DE': 'pro Monat', 'en-GB': 'per month', 'en-US': 'per month' },
    'pricing.perYear': { 'de-DE': 'pro Jahr', 'en-GB': 'per year', 'en-US': 'per year' },
    'pricing.exclVat': { 'de-DE': 'zzgl. MwSt.', 'en-GB': 'excl. VAT', 'en-US': 'plus applicable taxes' },
    'pricing.onRequest': { 'de-DE': 'Auf Anfrage', 'en-GB': 'On request', 'en-US': 'Custom pricing' },
    'pricing.mostPopular': { 'de-DE': 'Am beliebtesten', 'en-GB': 'Most popular', 'en-US': 'Most popular' },
    'pricing.currentPlan': {
      'de-DE': 'Ihr aktueller Tarif',
      'en-GB': 'Your current plan',
      'en-US': 'Your current plan',
    },
    'pricing.pageCount': {
      'de-DE': 'Bis zu {count} Seiten',
      'en-GB': 'Up to {count} pages',
      'en-US': 'Up to {count} pages',
    },
    'pricing.freeTrial': {
      'de-DE': '{days} Tage kostenlos testen',
      'en-GB': '{days}-day free trial',
      'en-US': '{days}-day free trial',
    },
    'pricing.cancelAnytime': {
      'de-DE': 'Jederzeit kündbar',
      'en-GB': 'Cancel at any time',
      'en-US': 'Cancel anytime',
    },
    'pricing.features': { 'de-DE': 'Leistungen', 'en-GB': 'Features', 'en-US': 'Features' },
    'pricing.everythingInStarter': {
      'de-DE': 'Alles aus Starter, plus:',
      'en-GB': 'Everything in Starter, plus:',
      'en-US': 'Everything in Starter, plus:',
    },
    'pricing.everythingInPro': {
      'de-DE': 'Alles aus Pro, plus:',
      'en-GB': 'Everything in Pro, plus:',
      'en-US': 'Everything in Pro, plus:',
    },

    // Tiers
    'pricing.tierStarter': { 'de-DE': 'Starter', 'en-GB': 'Starter', 'en-US': 'Starter' },
    'pricing.tierStarterDescription': {
      'de-DE': 'Für kleine Teams, die mit ihrem eigenen Druckportal starten.',
      'en-GB': 'For small teams getting started with their own print portal.',
      'en-US': 'For small teams getting started with their own print portal.',
    },
    'pricing.tierStarterButton': { 'de-DE': 'Jetzt starten', 'en-GB': 'Get started', 'en-US': 'Get started' },
    'pricing.tierPro': { 'de-DE': 'Pro', 'en-GB': 'Pro', 'en-US': 'Pro' },
    'pricing.tierProDescription': {
      'de-DE': 'Für wachsende Unternehmen mit mehreren Standorten.',
      'en-GB': 'For growing organisations with several locations.',
      'en-US': 'For growing organizations with several locations.',
    },
    'pricing.tierProButton': { 'de-DE': 'Pro testen', 'en-GB': 'Try Pro', 'en-US': 'Try Pro' },
    'pricing.tierEnterprise': { 'de-DE': 'Enterprise', 'en-GB': 'Enterprise', 'en-US': 'Enterprise' },
    'pricing.tierEnterpriseDescription': {
      'de-DE': 'Für große Organisationen mit individuellen Anforderungen.',
      'en-GB': 'For large organisations with individual requirements.',
      'en-US': 'For large organizations with custom requirements.',
    },
    'pricing.tierEnterpriseButton': {
      'de-DE': 'Kontakt aufnehmen',
      'en-GB': 'Contact us',
      'en-US': 'Contact sales',
    },

    // Features
    'pricing.featureCustomBranding': {
      'de-DE': 'Eigenes Branding mit Logo, Farben und Schriften',
      'en-GB': 'Custom branding with logo, colours and fonts',
      'en-US': 'Custom branding with logo, colors and fonts',
    },
    'pricing.featurePersonalisedProducts': {
      'de-DE': 'Personalisierbare Druckprodukte',
      'en-GB': 'Personalised print products',
      'en-US': 'Personalized print products',
    },
    'pricing.featurePageBuilder': {
      'de-DE': 'Seiteneditor mit Vorlagen',
      'en-GB': 'Page builder with templates',
      'en-US': 'Page builder with templates',
    },
    'pricing.featureMultipleLanguages': {
      'de-DE': 'Mehrsprachige Shops',
      'en-GB': 'Multilingual shops',
      'en-US': 'Multilingual shops',
    },
    'pricing.featureCustomDomains': {
      'de-DE': 'Eigene Domains',
      'en-GB': 'Custom domains',
      'en-US': 'Custom domains',
    },
    'pricing.featureCardPayment': {
      'de-DE': 'Kartenzahlung',
      'en-GB': 'Card payment',
      'en-US': 'Card payment',
    },
    'pricing.featureAiPages': {
      'de-DE': 'KI-gestützte Seitenerstellung',
      'en-GB': 'AI-assisted page generation',
      'en-US': 'AI-assisted page generation',
    },
    'pricing.featureAutoTranslation': {
      'de-DE': 'Automatische Übersetzung',
      'en-GB': 'Automatic translation',
      'en-US': 'Automatic translation',
    },
    'pricing.featureUserRoles': {
      'de-DE': 'Benutzer- und Rollenverwaltung',
      'en-GB': 'User and role management',
      'en-US': 'User and role management',
    },
    'pricing.featureProcurement': {
      'de-DE': 'Anbindung an Beschaffungssysteme (Punch-out)',
      'en-GB': 'Procurement system integration (punch-out)',
      'en-US': 'Procurement system integration (punch-out)',
    },
    'pricing.featureCentralisedBilling': {
      'de-DE': 'Zentrale Abrechnung',
      'en-GB': 'Centralised billing',
      'en-US': 'Centralized billing',
    },
    'pricing.featureAnalytics': {
      'de-DE': 'Auswertungen und Kennzahlen',
      'en-GB': 'Analytics and KPIs',
      'en-US': 'Analytics and KPIs',
    },
    'pricing.featureEmailSupport': {
      'de-DE': 'Support per E-Mail',
      'en-GB': 'E-mail support',
      'en-US': 'Email support',
    },
    'pricing.featurePrioritySupport': {
      'de-DE': 'Bevorzugter Support',
      'en-GB': 'Priority support',
      'en-US': 'Priority support',
    },
    'pricing.featureAccountManager': {
      'de-DE': 'Persönlicher Ansprechpartner',
      'en-GB': 'Dedicated account manager',
      'en-US': 'Dedicated account manager',
    },
    'pricing.featureSla': {
      'de-DE': 'Individuelle Service-Level-Vereinbarung',
      'en-GB': 'Individual service level agreement',
      'en-US': 'Custom service level agreement',
    },
  },
};
