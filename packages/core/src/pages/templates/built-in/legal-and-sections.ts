// Built-in templates of the categories "Legal" (a legal text's structure) and "Sections" (single
// sections to add to any page: benefits side by side, a call to action).
import {
  columns,
  cta,
  documentOf,
  heading,
  numbered,
  paragraph,
  section,
  subheading,
  text,
} from '../../document-builders.ts';
import type { BuiltInTemplate } from '../page-template.ts';

const t = (de: string, en: string) => ({ 'de-DE': de, 'en-GB': en });

export const legalTemplate: BuiltInTemplate = {
  id: 'legal',
  category: 'legal',
  nameKey: 'cms.templateLegalName',
  descriptionKey: 'cms.templateLegalDescription',
  document: documentOf(
    section('legal', [
      heading(
        'legal-title',
        t('Rechtliche Hinweise', 'Legal notice'),
        t('Stand: Januar 2026', 'Last updated: January 2026'),
      ),
      text('legal-text', {
        'de-DE': [
          paragraph(
            'Diese Vorlage gibt einem Rechtstext seine Gliederung. Lassen Sie den Inhalt von einer fachkundigen Person prüfen, bevor Sie die Seite veröffentlichen.',
          ),
          subheading('1. Geltungsbereich'),
          paragraph('Für wen und wofür gelten diese Bestimmungen?'),
          subheading('2. Anbieter'),
          paragraph('Name, Anschrift und Kontaktdaten des Unternehmens.'),
          subheading('3. Ihre Rechte'),
          numbered('Auskunft und Berichtigung', 'Löschung und Einschränkung', 'Widerspruch und Beschwerde'),
          subheading('4. Kontakt'),
          paragraph('Bei Fragen zu diesen Bestimmungen erreichen Sie uns unter info@example.com.'),
        ],
        'en-GB': [
          paragraph(
            'This template gives a legal text its structure. Have the content checked by a qualified person before you publish the page.',
          ),
          subheading('1. Scope'),
          paragraph('Who and what do these terms apply to?'),
          subheading('2. Provider'),
          paragraph("The company's name, address and contact details."),
          subheading('3. Your rights'),
          numbered('Access and rectification', 'Erasure and restriction', 'Objection and complaint'),
          subheading('4. Contact'),
          paragraph('If you have questions about these terms, reach us at info@example.com.'),
        ],
      }),
    ]),
  ),
};

const benefit = (id: string, title: [string, string], line: [string, string]) =>
  heading(id, t(...title), t(...line), 'h3');

export const benefitsSectionTemplate: BuiltInTemplate = {
  id: 'section-benefits',
  category: 'sections',
  nameKey: 'cms.templateBenefitsName',
  descriptionKey: 'cms.templateBenefitsDescription',
  document: documentOf(
    section('benefits', [
      heading('benefits-title', t('Ihre Vorteile', 'Your benefits'), undefined, 'h2', 'center'),
      columns(
        'benefit-columns',
        [
          benefit(
            'benefit-1',
            ['Einfach', 'Simple'],
            ['In wenigen Schritten gestaltet.', 'Designed in a few steps.'],
          ),
        ],
        [benefit('benefit-2', ['Zuverlässig', 'Reliable'], ['Pünktlich geliefert.', 'Delivered on time.'])],
        [
          benefit(
            'benefit-3',
            ['Nachhaltig', 'Sustainable'],
            ['Recyclingpapier und Ökostrom.', 'Recycled paper and green power.'],
          ),
        ],
      ),
    ]),
  ),
};

export const callToActionSectionTemplate: BuiltInTemplate = {
  id: 'section-call-to-action',
  category: 'sections',
  nameKey: 'cms.templateCallToActionName',
  descriptionKey: 'cms.templateCallToActionDescription',
  document: documentOf(
    section(
      'call',
      [
        heading(
          'call-title',
          t('Jetzt loslegen', 'Get started'),
          t(
            'Gestalten Sie Ihre Drucksache online – wir kümmern uns um den Rest.',
            "Design your print online – we'll take care of the rest.",
          ),
          'h2',
        ),
        cta('call-button', {
          label: t('Zum Sortiment', 'Browse the range'),
          url: '/catalog',
          colour: 'neutral',
        }),
      ],
      { background: 'colors.primary.background', padding: { base: 'large' } },
    ),
  ),
};
