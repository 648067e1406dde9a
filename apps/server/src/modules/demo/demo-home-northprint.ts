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

// NorthPrint Studio's home page (issue 25): the shop's built-in home rebuilt from blocks — the hero band with
// printed matter, the categories' teasers, the newest products priced for the viewer, why and how.

const t = (gb: string, us = gb) => ({ 'en-GB': gb, 'en-US': us });

export const northprintHome = {
  ...page(
    'home',
    t('Home'),
    'home',
    documentOf(
      section(
        'welcome',
        [
          heroBand('hero', {
            eyebrow: t('Sharp print for bold brands.'),
            title: t('Print with presence'),
            subtitle: t(
              'Premium stationery and marketing print, colour-checked by our studio team and dispatched from Leeds within 48 hours.',
              'Premium stationery and marketing print, color-checked by our studio team and shipped within 48 hours.',
            ),
            buttonLabel: t('Explore the studio range'),
            buttonUrl: '/catalog',
            secondaryLabel: t('How it works'),
            secondaryUrl: '/#how-it-works',
          }),
        ],
        BAND,
      ),
      section(
        'popular',
        [
          sectionTitle(
            'popular-title',
            t('Popular print products'),
            t('From the first impression to the big campaign – everything from one source.'),
          ),
          columns(
            'categories',
            [
              categoryCard('business-cards', {
                title: t('Business cards'),
                description: t('Cards that get kept, not binned.', 'Cards that get kept, not tossed.'),
                url: '/catalog/business-cards',
                picture: '/demo/business-cards-luxe.svg',
                alt: t('Two luxe business cards with copper foil'),
              }),
            ],
            [
              categoryCard('marketing', {
                title: t('Marketing print'),
                description: t('Flyers, postcards and leaflets for every campaign.'),
                url: '/catalog/marketing',
                picture: '/demo/postcards-a6.svg',
                alt: t('An A6 postcard, front and back'),
              }),
            ],
            [
              categoryCard('stationery', {
                title: t('Stationery'),
                description: t(
                  'Letterheads, envelopes and notepads in your brand colours.',
                  'Letterheads, envelopes and notepads in your brand colors.',
                ),
                url: '/catalog/stationery',
                picture: '/demo/letterheads-a4.svg',
                alt: t('An A4 letterhead'),
              }),
            ],
            [
              categoryCard('large-format', {
                title: t('Large format'),
                description: t('Stickers and banners that stand out at any event.'),
                url: '/catalog/large-format',
                picture: '/demo/roll-up-banner.svg',
                alt: t('A roll-up banner on its stand'),
              }),
            ],
          ),
        ],
        WIDE,
      ),
      section('new', [newestGrid('newest', t('Fresh off the press'))], WIDE),
      section(
        'why',
        [
          sectionTitle('why-title', t('Why print with us?')),
          columns(
            'reasons',
            [
              point(
                'r1',
                t('Colour you can trust', 'Color you can trust'),
                t('Calibrated presses and papers from sustainable forestry, every run.'),
              ),
            ],
            [point('r2', t('Next-day dispatch'), t('Order by noon, shipped tomorrow.'))],
            [
              point(
                'r3',
                t('Real people'),
                t('Our studio checks every file by hand before it goes to press.'),
              ),
            ],
          ),
        ],
        TINTED,
      ),
      section(
        'how-it-works',
        [
          sectionTitle('steps-title', t('Three steps to print')),
          columns(
            'steps',
            [point('choose', t('1. Choose a product'), t('Format, paper and quantity to suit your plans.'))],
            [point('design', t('2. Design'), t('Design right in the browser or upload a finished file.'))],
            [point('order', t('3. Order'), t('Pay securely and follow the status at any time.'))],
          ),
        ],
        WIDE,
      ),
    ),
    t('NorthPrint Studio: design-led print for bold brands, printed in Leeds and delivered fast.'),
  ),
  // The title of the shop's own address: the shop's page title, as the built-in home has it.
  seoTitle: t('NorthPrint Studio | Design-led print, delivered'),
};
