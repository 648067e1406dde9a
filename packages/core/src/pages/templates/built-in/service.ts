// Built-in templates of the category "Help & service": frequently asked questions and prices.
import {
  columns,
  cta,
  documentOf,
  heading,
  lead,
  paragraph,
  section,
  subheading,
  text,
} from '../../document-builders.ts';
import type { BuiltInTemplate } from '../page-template.ts';

const t = (de: string, en: string) => ({ 'de-DE': de, 'en-GB': en });
const TINTED = { background: 'colors.primary.light', padding: { base: 'large' } };

export const faqTemplate: BuiltInTemplate = {
  id: 'faq',
  category: 'service',
  nameKey: 'cms.templateFaqName',
  descriptionKey: 'cms.templateFaqDescription',
  document: documentOf(
    section('faq', [
      heading(
        'faq-title',
        t('Häufige Fragen', 'Frequently asked questions'),
        t(
          'Die wichtigsten Antworten rund um Bestellung, Druck und Versand.',
          'The key answers about ordering, printing and delivery.',
        ),
      ),
      text('faq-answers', {
        'de-DE': [
          subheading('Bestellung'),
          lead(
            'Wie bestelle ich?',
            'Wählen Sie ein Produkt, gestalten Sie es online und legen Sie es in den Warenkorb.',
          ),
          lead(
            'Kann ich meine Bestellung ändern?',
            'Solange sie noch nicht gedruckt wird, melden Sie sich einfach bei uns.',
          ),
          subheading('Druckdaten'),
          lead(
            'Welche Dateien kann ich hochladen?',
            'PDF-Dateien mit 3 mm Beschnitt und eingebetteten Schriften.',
          ),
          lead('Prüfen Sie meine Daten?', 'Ja, jede Datei wird vor dem Druck geprüft.'),
          subheading('Versand'),
          lead('Wie lange dauert die Lieferung?', 'In der Regel drei Werktage nach Ihrer Freigabe.'),
        ],
        'en-GB': [
          subheading('Ordering'),
          lead('How do I order?', 'Choose a product, design it online and add it to your basket.'),
          lead('Can I change my order?', 'As long as it is not being printed yet, just get in touch.'),
          subheading('Print files'),
          lead('Which files can I upload?', 'PDF files with 3 mm bleed and embedded fonts.'),
          lead('Do you check my files?', 'Yes, every file is checked before printing.'),
          subheading('Delivery'),
          lead('How long does delivery take?', 'Usually three working days after your approval.'),
        ],
      }),
    ]),
    section(
      'more-help',
      [
        heading(
          'more-help-title',
          t('Noch Fragen?', 'Still have questions?'),
          t(
            'Unser Team antwortet werktags innerhalb eines Tages.',
            'Our team replies within one working day.',
          ),
          'h2',
        ),
      ],
      TINTED,
    ),
  ),
};

// Prices without a currency sign: a template serves shops of any currency; the editor writes their own.
const plan = (id: string, name: [string, string], price: [string, string], features: [string, string]) =>
  cta(id, {
    label: t('Auswählen', 'Choose'),
    url: '/catalog',
    title: t(`${name[0]} · ${price[0]}`, `${name[1]} · ${price[1]}`),
    description: t(...features),
  });

export const pricingTemplate: BuiltInTemplate = {
  id: 'pricing',
  category: 'service',
  nameKey: 'cms.templatePricingName',
  descriptionKey: 'cms.templatePricingDescription',
  document: documentOf(
    section(
      'prices',
      [
        heading(
          'prices-title',
          t('Preise', 'Prices'),
          t(
            'Klare Preise ohne Überraschungen, alle inklusive Mehrwertsteuer.',
            'Clear prices without surprises, VAT included.',
          ),
          'h1',
          'center',
        ),
        // The plans' tiles carry third-level titles: a second level comes first (heading order).
        heading('plans-title', t('Unsere Pakete', 'Our packages'), undefined, 'h2', 'center'),
        columns(
          'plans',
          [
            plan(
              'plan-basic',
              ['Basis', 'Basic'],
              ['ab 19,00', 'from 19.00'],
              [
                '100 Stück, Standardpapier, Lieferung in 5 Werktagen.',
                '100 pieces, standard paper, delivery in 5 working days.',
              ],
            ),
          ],
          [
            plan(
              'plan-plus',
              ['Plus', 'Plus'],
              ['ab 39,00', 'from 39.00'],
              [
                '250 Stück, Premiumpapier, Lieferung in 3 Werktagen.',
                '250 pieces, premium paper, delivery in 3 working days.',
              ],
            ),
          ],
          [
            plan(
              'plan-pro',
              ['Profi', 'Pro'],
              ['ab 79,00', 'from 79.00'],
              [
                '500 Stück, Veredelung nach Wahl, Expresslieferung.',
                '500 pieces, finish of your choice, express delivery.',
              ],
            ),
          ],
        ),
      ],
      { width: 'wide' },
    ),
    section(
      'price-notes',
      [
        text('price-notes-text', {
          'de-DE': [
            paragraph(
              'Alle Preise verstehen sich zzgl. Versand. Größere Mengen und Sonderformate auf Anfrage.',
            ),
          ],
          'en-GB': [
            paragraph('All prices exclude delivery. Larger quantities and special sizes on request.'),
          ],
        }),
      ],
      { padding: { base: 'small' } },
    ),
  ),
};
