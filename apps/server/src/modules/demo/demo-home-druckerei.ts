import {
  BAND,
  categoryCard,
  heroBand,
  newestGrid,
  point,
  sectionTitle,
  TINTED,
  WIDE,
} from './demo-home-blocks.ts';
import { columns, documentOf, page, section } from './demo-pages.ts';

// Druckerei Sonnenschein's home page (issue 25): the shop's built-in home rebuilt from blocks — the hero band with
// printed matter, the categories' teasers, the newest products priced for the viewer, why and how.

const t = (de: string, en: string) => ({ 'de-DE': de, 'en-GB': en });

export const druckereiHome = {
  ...page(
    'home',
    t('Startseite', 'Home'),
    t('start', 'home'),
    documentOf(
      section(
        'willkommen',
        [
          heroBand('hero', {
            eyebrow: t(
              'Gedruckt mit Sorgfalt, geliefert mit Sonnenschein.',
              'Printed with care, delivered with sunshine.',
            ),
            title: t('Drucksachen, die Eindruck machen', 'Print that makes an impression'),
            subtitle: t(
              'Visitenkarten, Flyer und Briefpapier aus unserer Meisterwerkstatt – online gestaltet, in drei Werktagen bei Ihnen.',
              'Business cards, flyers and letterheads from our master print shop – designed online, with you in three working days.',
            ),
            buttonLabel: t('Zum Sortiment', 'Browse our range'),
            buttonUrl: '/catalog',
            secondaryLabel: t('So funktioniert es', 'How it works'),
            secondaryUrl: '/#so-gehts',
          }),
        ],
        BAND,
      ),
      section(
        'beliebt',
        [
          sectionTitle(
            'beliebt-titel',
            t('Beliebte Drucksachen', 'Popular print products'),
            t(
              'Vom ersten Eindruck bis zur großen Kampagne – alles aus einer Hand.',
              'From the first impression to the big campaign – everything from one source.',
            ),
          ),
          columns(
            'kategorien',
            [
              categoryCard('visitenkarten', {
                title: t('Visitenkarten', 'Business cards'),
                description: t('Der erste Eindruck zählt.', 'First impressions count.'),
                url: '/catalog/visitenkarten',
                picture: '/demo/visitenkarten-premium.svg',
                alt: t('Zwei Visitenkarten auf Premiumkarton', 'Two business cards on premium board'),
              }),
            ],
            [
              categoryCard('flyer', {
                title: t('Flyer', 'Flyers'),
                description: t('Werbung zum Mitnehmen.', 'Take-away advertising.'),
                url: '/catalog/flyer',
                picture: '/demo/flyer-a5.svg',
                alt: t('Ein Flyer im Format A5', 'An A5 flyer'),
              }),
            ],
            [
              categoryCard('briefpapier', {
                title: t('Briefpapier & Kuverts', 'Letterheads & envelopes'),
                description: t('Geschäftsausstattung aus einem Guss.', 'Matching business stationery.'),
                url: '/catalog/briefpapier',
                picture: '/demo/briefpapier-a4.svg',
                alt: t('Ein Briefbogen im Format A4', 'An A4 letterhead'),
              }),
            ],
            [
              categoryCard('werbetechnik', {
                title: t('Aufkleber & Werbetechnik', 'Stickers & displays'),
                description: t('Plakate, Roll-ups und Aufkleber.', 'Posters, roll-ups and stickers.'),
                url: '/catalog/werbetechnik',
                picture: '/demo/rollup-85x200.svg',
                alt: t('Ein Roll-up-Banner', 'A roll-up banner'),
              }),
            ],
          ),
        ],
        WIDE,
      ),
      section('neu', [newestGrid('neuheiten', t('Neu im Sortiment', 'New in our range'))], WIDE),
      section(
        'vorteile',
        [
          sectionTitle('vorteile-titel', t('Warum bei uns drucken?', 'Why print with us?')),
          columns(
            'drei-gruende',
            [
              point(
                'qualitaet',
                t('Meisterqualität', 'Master craftsmanship'),
                t(
                  'Gedruckt in Freiburg seit 1987, auf geprüften Papieren aus nachhaltiger Forstwirtschaft.',
                  'Printed in Freiburg since 1987, on tested papers from sustainable forestry.',
                ),
              ),
            ],
            [
              point(
                'lieferung',
                t('Schnell geliefert', 'Fast delivery'),
                t('In drei Werktagen bei Ihnen.', 'With you in three working days.'),
              ),
            ],
            [
              point(
                'klima',
                t('Klimaneutral', 'Climate neutral'),
                t('Recyclingpapier und Ökostrom.', 'Recycled paper and green power.'),
              ),
            ],
          ),
        ],
        TINTED,
      ),
      section(
        'so-gehts',
        [
          sectionTitle('schritte-titel', t('In drei Schritten zum Druck', 'Three steps to print')),
          columns(
            'schritte',
            [
              point(
                'waehlen',
                t('1. Produkt wählen', '1. Choose a product'),
                t(
                  'Format, Papier und Auflage passend zu Ihrem Vorhaben.',
                  'Format, paper and quantity to suit your plans.',
                ),
              ),
            ],
            [
              point(
                'gestalten',
                t('2. Gestalten', '2. Design'),
                t(
                  'Direkt im Browser gestalten oder eine fertige Datei hochladen.',
                  'Design right in the browser or upload a finished file.',
                ),
              ),
            ],
            [
              point(
                'bestellen',
                t('3. Bestellen', '3. Order'),
                t(
                  'Sicher bezahlen und den Status jederzeit verfolgen.',
                  'Pay securely and follow the status at any time.',
                ),
              ),
            ],
          ),
        ],
        WIDE,
      ),
    ),
    t(
      'Druckerei Sonnenschein: Visitenkarten, Flyer und Briefpapier online gestalten und in Meisterqualität drucken lassen.',
      'Druckerei Sonnenschein: design business cards, flyers and letterheads online, printed to master quality.',
    ),
  ),
  // The title of the shop's own address: the shop's page title, as the built-in home has it.
  seoTitle: t(
    'Druckerei Sonnenschein – Drucksachen online bestellen',
    'Druckerei Sonnenschein – order print online',
  ),
};
