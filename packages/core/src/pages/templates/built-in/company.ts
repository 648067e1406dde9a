// Built-in templates of the category "Company": about us and contact.
import {
  columns,
  cta,
  documentOf,
  heading,
  lead,
  linkPage,
  paragraph,
  section,
  subheading,
  text,
} from '../../document-builders.ts';
import type { BuiltInTemplate } from '../page-template.ts';

const t = (de: string, en: string) => ({ 'de-DE': de, 'en-GB': en });
const TINTED = { background: 'colors.primary.light', padding: { base: 'large' } };

const fact = (id: string, figure: string, line: [string, string]) =>
  heading(id, t(figure, figure), t(...line), 'h2', 'center');

export const aboutTemplate: BuiltInTemplate = {
  id: 'about',
  category: 'company',
  nameKey: 'cms.templateAboutName',
  descriptionKey: 'cms.templateAboutDescription',
  document: documentOf(
    section('story', [
      heading(
        'story-title',
        t('Über uns', 'About us'),
        t(
          'Wer wir sind, was wir tun und warum wir es gern tun.',
          'Who we are, what we do and why we love doing it.',
        ),
      ),
      text('story-text', {
        'de-DE': [
          paragraph(
            'Erzählen Sie hier die Geschichte Ihres Unternehmens: wie alles begann, was Sie antreibt und was Ihre Kundinnen und Kunden an Ihnen schätzen.',
          ),
          subheading('Unsere Werte'),
          paragraph('Sorgfalt bei jedem Auftrag, ehrliche Beratung und Verantwortung für Umwelt und Region.'),
        ],
        'en-GB': [
          paragraph(
            "Tell your company's story here: how it all began, what drives you and what your customers value about you.",
          ),
          subheading('Our values'),
          paragraph(
            'Care with every order, honest advice and responsibility for the environment and our region.',
          ),
        ],
      }),
    ]),
    section(
      'facts',
      [
        columns(
          'fact-columns',
          [fact('fact-1', '1987', ['gegründet', 'founded'])],
          [fact('fact-2', '25', ['Menschen im Team', 'people on the team'])],
          [fact('fact-3', '40.000', ['Aufträge im Jahr', 'orders a year'])],
        ),
      ],
      TINTED,
    ),
    section('team', [
      heading('team-title', t('Unser Team', 'Our team'), undefined, 'h2'),
      columns(
        'team-columns',
        [
          heading(
            'member-1',
            t('Vorname Nachname', 'First Last'),
            t('Geschäftsführung', 'Managing director'),
            'h3',
          ),
        ],
        [heading('member-2', t('Vorname Nachname', 'First Last'), t('Druckvorstufe', 'Prepress'), 'h3')],
        [
          heading(
            'member-3',
            t('Vorname Nachname', 'First Last'),
            t('Kundenservice', 'Customer service'),
            'h3',
          ),
        ],
      ),
    ]),
    section('next', [
      linkPage(
        'next-link',
        '/catalog',
        t('Unser Sortiment', 'Our range'),
        t('Sehen Sie, was wir für Sie drucken können.', 'See what we can print for you.'),
      ),
    ]),
  ),
};

export const contactTemplate: BuiltInTemplate = {
  id: 'contact',
  category: 'company',
  nameKey: 'cms.templateContactName',
  descriptionKey: 'cms.templateContactDescription',
  document: documentOf(
    section('contact', [
      heading(
        'contact-title',
        t('Kontakt', 'Contact'),
        t(
          'Wir sind gern für Sie da – schreiben oder rufen Sie uns an.',
          "We're happy to help – write to us or give us a call.",
        ),
      ),
      columns(
        'contact-columns',
        [
          heading('reach-title', t('So erreichen Sie uns', 'How to reach us'), undefined, 'h2'),
          text('reach-text', {
            'de-DE': [
              lead('Telefon:', '+49 000 000000'),
              lead('E-Mail:', 'info@example.com'),
              lead('Adresse:', 'Musterstraße 1, 12345 Musterstadt'),
            ],
            'en-GB': [
              lead('Phone:', '+44 0000 000000'),
              lead('E-mail:', 'info@example.com'),
              lead('Address:', '1 Example Street, Example Town'),
            ],
          }),
        ],
        [
          heading('hours-title', t('Öffnungszeiten', 'Opening hours'), undefined, 'h2'),
          text('hours-text', {
            'de-DE': [lead('Montag bis Freitag:', '8 bis 17 Uhr'), lead('Samstag:', '9 bis 13 Uhr')],
            'en-GB': [lead('Monday to Friday:', '8 am to 5 pm'), lead('Saturday:', '9 am to 1 pm')],
          }),
        ],
      ),
    ]),
    section(
      'help',
      [
        heading(
          'help-title',
          t('Antworten sofort', 'Answers right away'),
          t(
            'Viele Fragen beantworten unsere häufigen Fragen schon.',
            'Our frequently asked questions answer many already.',
          ),
          'h2',
        ),
        cta('help-button', { label: t('Zu den häufigen Fragen', 'To the FAQ'), url: '/faq' }),
      ],
      TINTED,
    ),
  ),
};
