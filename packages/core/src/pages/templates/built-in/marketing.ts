// Built-in templates of the category "Marketing": a landing page, a product launch and an event. Texts
// in German and British English; a shop's other languages are filled by translation (or fall back).
import {
  bullets,
  columns,
  cta,
  documentOf,
  heading,
  hero,
  newestProducts,
  paragraph,
  section,
  text,
} from '../../document-builders.ts';
import type { BuiltInTemplate } from '../page-template.ts';

const t = (de: string, en: string) => ({ 'de-DE': de, 'en-GB': en });
const TINTED = { background: 'colors.primary.light', padding: { base: 'large' } };
const BOLD = { background: 'colors.primary.background', padding: { base: 'large' } };

const benefit = (id: string, title: [string, string], line: [string, string]) =>
  heading(id, t(...title), t(...line), 'h3');

export const landingTemplate: BuiltInTemplate = {
  id: 'landing',
  category: 'marketing',
  nameKey: 'cms.templateLandingName',
  descriptionKey: 'cms.templateLandingDescription',
  document: documentOf(
    section(
      'opening',
      [
        hero('hero', {
          title: t('Drucksachen, die im Gedächtnis bleiben', 'Print that people remember'),
          subtitle: t(
            'Erzählen Sie in einem Satz, was Ihr Angebot besonders macht – und wem es hilft.',
            'Say in one sentence what makes your offer special – and who it helps.',
          ),
          buttonLabel: t('Sortiment entdecken', 'Explore the range'),
          buttonUrl: '/catalog',
          height: { base: 'medium', desktop: 'large' },
        }),
      ],
      { width: 'wide', padding: { base: 'small' } },
    ),
    section('benefits', [
      heading(
        'benefits-title',
        t('Warum Kunden uns wählen', 'Why customers choose us'),
        undefined,
        'h2',
        'center',
      ),
      columns(
        'benefit-columns',
        [
          benefit(
            'benefit-1',
            ['Beste Qualität', 'Top quality'],
            ['Geprüft vor jedem Druck.', 'Checked before every print run.'],
          ),
        ],
        [
          benefit(
            'benefit-2',
            ['Schnell geliefert', 'Fast delivery'],
            ['In wenigen Werktagen bei Ihnen.', 'With you in a few working days.'],
          ),
        ],
        [
          benefit(
            'benefit-3',
            ['Persönlich beraten', 'Personal advice'],
            ['Wir helfen bei jeder Datei.', 'We help with every file.'],
          ),
        ],
      ),
    ]),
    section('popular', [
      newestProducts('popular-products', t('Beliebte Produkte', 'Popular products'), 'grid', 4),
    ]),
    section(
      'call',
      [
        heading(
          'call-title',
          t('Bereit für Ihren nächsten Auftrag?', 'Ready for your next order?'),
          t(
            'Gestalten Sie online und bestellen Sie in wenigen Minuten.',
            'Design online and order in minutes.',
          ),
          'h2',
        ),
        cta('call-button', { label: t('Jetzt gestalten', 'Start designing'), url: '/catalog' }),
      ],
      TINTED,
    ),
  ),
};

export const productLaunchTemplate: BuiltInTemplate = {
  id: 'product-launch',
  category: 'marketing',
  nameKey: 'cms.templateProductLaunchName',
  descriptionKey: 'cms.templateProductLaunchDescription',
  document: documentOf(
    section('launch', [
      hero('launch-hero', {
        title: t('Neu im Sortiment: Ihr neues Produkt', 'New in our range: your new product'),
        subtitle: t(
          'Was ist neu, für wen ist es gemacht und ab wann ist es erhältlich?',
          'What is new, who is it made for, and from when is it available?',
        ),
        buttonLabel: t('Jetzt bestellen', 'Order now'),
        buttonUrl: '/catalog',
        align: 'start',
      }),
    ]),
    section('highlights', [
      columns(
        'highlight-columns',
        [
          heading('highlights-title', t('Das ist neu', "What's new"), undefined, 'h2'),
          text('highlights-list', {
            'de-DE': [
              bullets(
                'Neues Material mit angenehmer Haptik',
                'Farbtreuer Druck auf beiden Seiten',
                'Wählbar in drei Formaten',
              ),
            ],
            'en-GB': [
              bullets(
                'A new material that feels great',
                'True colours on both sides',
                'Available in three sizes',
              ),
            ],
          }),
        ],
        [
          cta('highlight-tile', {
            label: t('Produkt ansehen', 'View the product'),
            url: '/catalog',
            title: t('Zum Start: Einführungspreis', 'At launch: introductory price'),
            description: t(
              'Beschreiben Sie hier Ihr Angebot zum Start, z. B. einen Preisvorteil oder ein Muster.',
              'Describe your launch offer here, e.g. a price advantage or a free sample.',
            ),
          }),
        ],
      ),
    ]),
    section('range', [newestProducts('range-products', t('Passend dazu', 'Goes well with'), 'row', 4)]),
    section(
      'launch-call',
      [
        heading(
          'launch-call-title',
          t('Jetzt ausprobieren', 'Try it now'),
          t('Bestellen Sie heute – wir drucken morgen.', 'Order today – we print tomorrow.'),
          'h2',
        ),
        cta('launch-call-button', {
          label: t('Zum Produkt', 'To the product'),
          url: '/catalog',
          colour: 'neutral',
        }),
      ],
      BOLD,
    ),
  ),
};

export const eventTemplate: BuiltInTemplate = {
  id: 'event',
  category: 'marketing',
  nameKey: 'cms.templateEventName',
  descriptionKey: 'cms.templateEventDescription',
  document: documentOf(
    section('event', [
      hero('event-hero', {
        title: t('Tag der offenen Tür', 'Open day'),
        subtitle: t(
          'Samstag, 14. Juni · 10 bis 16 Uhr · in unserer Werkstatt',
          'Saturday 14 June · 10 am to 4 pm · at our studio',
        ),
      }),
    ]),
    section('programme', [
      heading(
        'programme-title',
        t('Programm', 'Programme'),
        t('Für Groß und Klein, der Eintritt ist frei.', 'For all ages, admission is free.'),
        'h2',
      ),
      columns(
        'programme-columns',
        [
          heading(
            'slot-1',
            t('10:00 Uhr', '10:00'),
            t('Führung durch die Druckerei', 'Guided tour of the print shop'),
            'h3',
          ),
        ],
        [
          heading(
            'slot-2',
            t('12:00 Uhr', '12:00'),
            t('Mitmachen: Ihr eigenes Poster', 'Hands-on: print your own poster'),
            'h3',
          ),
        ],
        [heading('slot-3', t('14:00 Uhr', '14:00'), t('Fragen an unser Team', 'Ask our team'), 'h3')],
      ),
    ]),
    section(
      'venue',
      [
        heading('venue-title', t('So finden Sie uns', 'How to find us'), undefined, 'h2'),
        text('venue-text', {
          'de-DE': [
            paragraph('Musterstraße 1, 12345 Musterstadt'),
            paragraph(
              'Parkplätze finden Sie im Hof, die Haltestelle „Marktplatz“ ist fünf Minuten entfernt.',
            ),
          ],
          'en-GB': [
            paragraph('1 Example Street, Example Town'),
            paragraph('Parking is available in the yard; the Market Square stop is a five-minute walk.'),
          ],
        }),
      ],
      TINTED,
    ),
  ),
};
