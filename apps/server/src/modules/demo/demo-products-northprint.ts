import type { DemoProduct } from './demo-data.types.ts';

type Field = DemoProduct['fields'][number];
type Scale = DemoProduct['scales'][number];

/** British text, with an American spelling where it differs. */
const t = (gb: string, us = gb): Record<string, string> => ({ 'en-GB': gb, 'en-US': us });
const f = (name: string, label: string, type: Field['type'], required = false, us?: string): Field => ({
  name,
  label: t(label, us),
  type,
  required,
});
const scales = (...pairs: [number, number][]): Scale[] =>
  pairs.map(([minQuantity, unitPriceMinor]) => ({ minQuantity, unitPriceMinor }));
const v = (code: string, gb: string, us?: string) => ({ code, name: t(gb, us) });

const cardFields: Field[] = [
  f('firstName', 'First name', 'text', true),
  f('lastName', 'Surname', 'text', true, 'Last name'),
  f('jobTitle', 'Job title', 'text'),
  f('email', 'Email address', 'email', true),
  f('phone', 'Telephone', 'phone', false, 'Phone'),
  f('mobile', 'Mobile', 'phone', false, 'Cell phone'),
  f('website', 'Website', 'url'),
  f('logo', 'Logo', 'image'),
];
const flyerFields: Field[] = [
  f('headline', 'Headline', 'text', true),
  f('bodyText', 'Body copy', 'textarea', true),
  f('image', 'Hero image', 'image'),
  f('callToAction', 'Call to action', 'text'),
];
const stationeryFields: Field[] = [
  f('companyName', 'Company name', 'text', true),
  f('address', 'Postal address', 'textarea', true, 'Mailing address'),
  f('logo', 'Logo', 'image'),
];
const artworkFields: Field[] = [
  f('artwork', 'Artwork file', 'image', true),
  f('colourNotes', 'Colour notes', 'textarea', false, 'Color notes'),
];

const product = (p: Omit<DemoProduct, 'taxCategory' | 'image'> & Partial<DemoProduct>): DemoProduct => ({
  taxCategory: 'standard',
  image: `/demo/${p.slug}.svg`,
  ...p,
});

/** The British demo shop’s products (demo-tenant-northprint.ts). */
export const northprintProducts: DemoProduct[] = [
  product({
    slug: 'business-cards-classic',
    name: t('Classic business cards'),
    description: t('400gsm silk or matt board, 85 × 55 mm, full colour on both sides.'),
    categorySlugs: ['business-cards'],
    scales: scales([100, 10], [250, 7], [500, 5], [1000, 4], [2500, 3]),
    variants: [v('BC-CLS-MATT', 'Matt', 'Matte'), v('BC-CLS-SILK', 'Silk')],
    fields: cardFields,
  }),
  product({
    slug: 'business-cards-luxe',
    name: t('Luxe business cards'),
    description: t(
      '700gsm duplex board with a coloured core edge – our heaviest, most memorable card.',
      '700gsm duplex board with a colored core edge – our heaviest, most memorable card.',
    ),
    categorySlugs: ['business-cards'],
    scales: scales([50, 60], [100, 45], [250, 34], [500, 28]),
    variants: [v('BC-LUX-DUPLEX', 'Duplex teal core'), v('BC-LUX-FOIL', 'Copper foil')],
    fields: cardFields,
  }),
  product({
    slug: 'business-cards-recycled',
    name: t('Recycled business cards'),
    description: t(
      'Kraft-look board made from 100% recycled fibre, printed with vegetable-based inks.',
      'Kraft-look board made from 100% recycled fiber, printed with vegetable-based inks.',
    ),
    categorySlugs: ['business-cards'],
    scales: scales([100, 12], [250, 9], [500, 6], [1000, 5]),
    variants: [v('BC-REC-KRAFT', 'Kraft brown'), v('BC-REC-WHITE', 'Recycled white')],
    fields: cardFields,
  }),
  product({
    slug: 'postcards-a6',
    name: t('A6 postcards'),
    description: t('Sturdy 350gsm postcards for thank-you notes, offers and save-the-dates.'),
    categorySlugs: ['marketing'],
    scales: scales([100, 18], [250, 12], [500, 8], [1000, 6]),
    variants: [v('PC-A6-SILK', 'Silk'), v('PC-A6-UNCOATED', 'Uncoated')],
    fields: flyerFields,
  }),
  product({
    slug: 'flyers-a5',
    name: t('A5 flyers'),
    description: t('Crisp 170gsm gloss flyers – the workhorse of every local campaign.'),
    categorySlugs: ['marketing'],
    scales: scales([250, 9], [500, 6], [1000, 4], [2500, 3], [5000, 2]),
    variants: [v('FL-A5-130', '130gsm gloss'), v('FL-A5-170', '170gsm gloss')],
    fields: flyerFields,
  }),
  product({
    slug: 'tri-fold-leaflets',
    name: t('Tri-fold leaflets'),
    description: t('A4 folded to DL with six panels, creased for a clean, flat finish.'),
    categorySlugs: ['marketing', 'leaflets'],
    scales: scales([250, 20], [500, 14], [1000, 9], [2500, 7]),
    variants: [v('LF-TRI-SILK', 'Silk 150gsm'), v('LF-TRI-MATT', 'Matt 150gsm', 'Matte 150gsm')],
    fields: flyerFields,
  }),
  product({
    slug: 'letterheads-a4',
    name: t('A4 letterheads'),
    description: t('120gsm uncoated letterheads that run smoothly through office printers.'),
    categorySlugs: ['stationery'],
    scales: scales([250, 16], [500, 11], [1000, 7], [2500, 5]),
    variants: [v('LH-A4-120', '120gsm uncoated')],
    fields: stationeryFields,
  }),
  product({
    slug: 'envelopes-c5',
    name: t('C5 envelopes'),
    description: t('Peel-and-seal C5 envelopes with your return address – held in stock for fast dispatch.'),
    categorySlugs: ['stationery'],
    scales: scales([100, 28], [250, 21], [500, 16], [1000, 12]),
    variants: [v('EN-C5-WINDOW', 'Window'), v('EN-C5-PLAIN', 'Plain')],
    fields: stationeryFields,
    stock: 500,
  }),
  product({
    slug: 'notepads-a5',
    name: t('A5 notepads'),
    description: t(
      'Branded notepads glued at the head, with a grey board back.',
      'Branded notepads glued at the top, with a gray board back.',
    ),
    categorySlugs: ['stationery'],
    scales: scales([10, 420], [25, 340], [50, 280], [100, 230]),
    variants: [v('NP-A5-50', '50 sheets'), v('NP-A5-100', '100 sheets')],
    fields: stationeryFields,
  }),
  product({
    slug: 'vinyl-stickers',
    name: t('Vinyl stickers'),
    description: t('Kiss-cut, waterproof stickers for packaging, bottles and laptops.'),
    categorySlugs: ['large-format'],
    scales: scales([50, 55], [100, 38], [250, 24], [500, 17], [1000, 11]),
    variants: [v('ST-SQ-50', 'Square 50 mm'), v('ST-CIRC-50', 'Circle 50 mm')],
    fields: artworkFields,
  }),
  product({
    slug: 'roll-up-banner',
    name: t('Roll-up banner'),
    description: t('850 × 2000 mm pull-up banner with a hard-wearing case – ready for the trade-show floor.'),
    categorySlugs: ['large-format'],
    scales: scales([1, 7900], [3, 6900], [5, 5900]),
    variants: [v('RU-STD-850', 'Standard 850 mm'), v('RU-PREM-1000', 'Premium 1000 mm')],
    fields: [f('headline', 'Headline', 'text', true), f('website', 'Website', 'url'), ...artworkFields],
    stock: 10,
  }),
  product({
    slug: 'staff-name-badges',
    name: t('Staff name badges'),
    description: t('Internal template for NorthPrint studio name badges. Not for resale.'),
    categorySlugs: ['staff-templates'],
    scales: scales([1, 150], [10, 120], [25, 95]),
    variants: [v('NB-STAFF-MAG', 'Magnetic fixing')],
    fields: [f('firstName', 'First name', 'text', true), f('jobTitle', 'Role', 'text')],
    taxCategory: 'none',
  }),
];
