import type { PageSetup } from '../content/content-setup.ts';
import { druckereiHome as home } from './demo-home-druckerei.ts';
import {
  bullets,
  cta,
  documentOf,
  heading,
  hero,
  iconList,
  lead,
  page,
  paragraph,
  section,
  subheading,
  text,
} from './demo-pages.ts';

// Druckerei Sonnenschein's pages: home, imprint, privacy policy, terms, FAQ and about, in German and
// English. The footer links /imprint, /privacy and /terms, the user menu /faq: those slugs are fixed.

const t = (de: string, en: string) => ({ 'de-DE': de, 'en-GB': en });

const imprint = page(
  'imprint',
  t('Impressum', 'Imprint'),
  'imprint',
  documentOf(
    section('impressum', [
      heading('titel', t('Impressum', 'Imprint')),
      text('angaben', {
        'de-DE': [
          subheading('Angaben gemäß § 5 DDG'),
          paragraph('Druckerei Sonnenschein GmbH, Sonnenstraße 12, 79098 Freiburg im Breisgau'),
          lead('Vertreten durch:', 'Sabine Sonnenschein, Geschäftsführerin'),
          lead('Kontakt:', 'Telefon +49 761 123456, E-Mail info@druckerei-sonnenschein.test'),
          lead('Registereintrag:', 'Amtsgericht Freiburg, HRB 701234'),
          lead('Umsatzsteuer-ID:', 'DE123456789'),
          subheading('Verbraucherstreitbeilegung'),
          paragraph(
            'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
          ),
        ],
        'en-GB': [
          subheading('Information according to § 5 DDG'),
          paragraph('Druckerei Sonnenschein GmbH, Sonnenstraße 12, 79098 Freiburg im Breisgau, Germany'),
          lead('Represented by:', 'Sabine Sonnenschein, managing director'),
          lead('Contact:', 'phone +49 761 123456, e-mail info@druckerei-sonnenschein.test'),
          lead('Register entry:', 'Freiburg local court, HRB 701234'),
          lead('VAT ID:', 'DE123456789'),
          subheading('Consumer dispute resolution'),
          paragraph(
            'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
          ),
        ],
      }),
    ]),
  ),
);

const privacy = page(
  'privacy',
  t('Datenschutzerklärung', 'Privacy policy'),
  'privacy',
  documentOf(
    section('datenschutz', [
      heading('titel', t('Datenschutzerklärung', 'Privacy policy')),
      text('inhalt', {
        'de-DE': [
          subheading('Verantwortliche Stelle'),
          paragraph(
            'Druckerei Sonnenschein GmbH, Sonnenstraße 12, 79098 Freiburg, datenschutz@druckerei-sonnenschein.test',
          ),
          subheading('Welche Daten wir verarbeiten'),
          bullets(
            'Kontodaten: Name, E-Mail-Adresse, Anschrift, Telefonnummer',
            'Bestelldaten: bestellte Produkte, Ihre Gestaltungen und hochgeladenen Dateien',
            'Zahlungsdaten: über unseren Zahlungsdienstleister, wir speichern keine Kartennummern',
          ),
          subheading('Wozu wir sie verarbeiten'),
          paragraph(
            'Wir verarbeiten Ihre Daten, um Ihre Bestellungen zu drucken, zu liefern und abzurechnen (Art. 6 Abs. 1 lit. b DSGVO) und um gesetzliche Aufbewahrungspflichten zu erfüllen (Art. 6 Abs. 1 lit. c DSGVO).',
          ),
          subheading('Ihre Rechte'),
          paragraph(
            'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Aufsichtsbehörde zu beschweren.',
          ),
        ],
        'en-GB': [
          subheading('Controller'),
          paragraph(
            'Druckerei Sonnenschein GmbH, Sonnenstraße 12, 79098 Freiburg, datenschutz@druckerei-sonnenschein.test',
          ),
          subheading('What data we process'),
          bullets(
            'Account data: name, e-mail address, postal address, phone number',
            'Order data: the products you order, your designs and uploaded files',
            'Payment data: handled by our payment provider, we store no card numbers',
          ),
          subheading('Why we process it'),
          paragraph(
            'We process your data to print, deliver and invoice your orders (Art. 6(1)(b) GDPR) and to meet statutory retention duties (Art. 6(1)(c) GDPR).',
          ),
          subheading('Your rights'),
          paragraph(
            'You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to lodge a complaint with a supervisory authority.',
          ),
        ],
      }),
    ]),
  ),
);

const terms = page(
  'terms',
  t('Allgemeine Geschäftsbedingungen', 'Terms and conditions'),
  'terms',
  documentOf(
    section('agb', [
      heading('titel', t('Allgemeine Geschäftsbedingungen', 'Terms and conditions')),
      text('inhalt', {
        'de-DE': [
          subheading('1. Geltungsbereich'),
          paragraph(
            'Diese Bedingungen gelten für alle Bestellungen im Online-Shop der Druckerei Sonnenschein GmbH.',
          ),
          subheading('2. Vertragsschluss'),
          paragraph('Der Vertrag kommt zustande, wenn wir Ihre Bestellung per E-Mail bestätigen.'),
          subheading('3. Druckdaten und Freigabe'),
          paragraph(
            'Sie prüfen Ihre Gestaltung vor der Bestellung in der Vorschau. Gedruckt wird, was Sie freigeben.',
          ),
          subheading('4. Lieferung und Zahlung'),
          paragraph(
            'Wir liefern innerhalb von drei Werktagen nach Freigabe. Die Preise enthalten die gesetzliche Umsatzsteuer.',
          ),
          subheading('5. Widerruf'),
          paragraph(
            'Nach Ihren Vorgaben gefertigte Drucksachen sind vom Widerrufsrecht ausgenommen (§ 312g Abs. 2 Nr. 1 BGB).',
          ),
        ],
        'en-GB': [
          subheading('1. Scope'),
          paragraph('These terms apply to every order in the online shop of Druckerei Sonnenschein GmbH.'),
          subheading('2. Contract'),
          paragraph('The contract is concluded when we confirm your order by e-mail.'),
          subheading('3. Print data and approval'),
          paragraph('You check your design in the preview before ordering. We print what you approve.'),
          subheading('4. Delivery and payment'),
          paragraph('We deliver within three working days of approval. Prices include statutory VAT.'),
          subheading('5. Cancellation'),
          paragraph('Print products made to your specifications are exempt from the right of withdrawal.'),
        ],
      }),
    ]),
  ),
);

const faq = page(
  'faq',
  t('Häufige Fragen', 'Frequently asked questions'),
  'faq',
  documentOf(
    section('fragen', [
      heading('titel', t('Häufige Fragen', 'Frequently asked questions')),
      iconList(
        'kurz',
        {
          icon: 'truck',
          title: t('Drei Werktage', 'Three working days'),
          text: t('Nach Ihrer Freigabe bei Ihnen.', 'After your approval, with you.'),
        },
        {
          icon: 'file-check',
          title: t('PDF, PNG, JPG', 'PDF, PNG, JPG'),
          text: t('Für Logos am besten SVG.', 'For logos SVG works best.'),
        },
        {
          icon: 'leaf',
          title: t('Klimaneutral', 'Climate neutral'),
          text: t('Ökostrom und FSC-Papier.', 'Green power and FSC paper.'),
        },
      ),
      text('antworten', {
        'de-DE': [
          lead(
            'Wie schnell wird geliefert?',
            'Standardaufträge sind drei Werktage nach Ihrer Freigabe bei Ihnen.',
          ),
          lead(
            'Welche Dateiformate kann ich hochladen?',
            'PDF, PNG und JPG; für Logos am besten SVG oder PDF.',
          ),
          lead(
            'Kann ich vor dem Druck einen Proof sehen?',
            'Ja, die Vorschau zeigt Ihre Gestaltung genau so, wie sie gedruckt wird.',
          ),
          lead(
            'Drucken Sie klimaneutral?',
            'Wir drucken mit Ökostrom auf FSC-zertifiziertem oder Recyclingpapier.',
          ),
        ],
        'en-GB': [
          lead(
            'How fast do you deliver?',
            'Standard orders reach you three working days after your approval.',
          ),
          lead('Which file formats can I upload?', 'PDF, PNG and JPG; for logos SVG or PDF work best.'),
          lead(
            'Can I see a proof before printing?',
            'Yes, the preview shows your design exactly as it will be printed.',
          ),
          lead(
            'Do you print climate neutrally?',
            'We print with green power on FSC-certified or recycled paper.',
          ),
        ],
      }),
      cta('kontakt', { label: t('Frage stellen', 'Ask a question'), url: '/imprint' }),
    ]),
  ),
);

const about = page(
  'about',
  t('Über uns', 'About us'),
  t('ueber-uns', 'about'),
  documentOf(
    section('geschichte', [
      hero('hero', {
        title: t('Seit 1987 mit Druckerschwärze an den Fingern', 'Ink on our fingers since 1987'),
        subtitle: t(
          'Ein Familienbetrieb aus Freiburg: drei Generationen, zwei Offsetmaschinen und eine Leidenschaft für gutes Papier.',
          'A family business from Freiburg: three generations, two offset presses and a passion for good paper.',
        ),
      }),
      text('text', {
        'de-DE': [
          paragraph(
            'Was als kleine Werkstatt in der Altstadt begann, ist heute eine Druckerei mit zwölf Menschen, die jeden Auftrag so behandeln, als wäre es ihr eigener.',
          ),
        ],
        'en-GB': [
          paragraph(
            'What began as a small workshop in the old town is today a print shop of twelve people who treat every order as if it were their own.',
          ),
        ],
      }),
      cta('sortiment', { label: t('Zum Sortiment', 'Browse our range'), url: '/catalog' }),
    ]),
  ),
);

export const druckereiPages: PageSetup[] = [home, imprint, privacy, terms, faq, about];
