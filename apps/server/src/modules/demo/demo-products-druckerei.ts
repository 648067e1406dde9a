import type { DemoProduct } from './demo-data.types.ts';

type Field = DemoProduct['fields'][number];
type Scale = DemoProduct['scales'][number];

const t = (de: string, en: string): Record<string, string> => ({ 'de-DE': de, 'en-GB': en });
const f = (name: string, de: string, en: string, type: Field['type'], required = false): Field => ({
  name,
  label: t(de, en),
  type,
  required,
});
const scales = (...pairs: [number, number][]): Scale[] =>
  pairs.map(([minQuantity, unitPriceMinor]) => ({ minQuantity, unitPriceMinor }));
const v = (code: string, de: string, en: string) => ({ code, name: t(de, en) });

const cardFields: Field[] = [
  f('firstName', 'Vorname', 'First name', 'text', true),
  f('lastName', 'Nachname', 'Last name', 'text', true),
  f('jobTitle', 'Position', 'Job title', 'text'),
  f('email', 'E-Mail', 'Email', 'email', true),
  f('phone', 'Telefon', 'Phone', 'phone'),
  f('mobile', 'Mobil', 'Mobile', 'phone'),
  f('website', 'Website', 'Website', 'url'),
  f('logo', 'Logo', 'Logo', 'image'),
];
const flyerFields: Field[] = [
  f('headline', 'Überschrift', 'Headline', 'text', true),
  f('bodyText', 'Fließtext', 'Body text', 'textarea', true),
  f('image', 'Motiv', 'Image', 'image'),
  f('website', 'Website', 'Website', 'url'),
];
const stationeryFields: Field[] = [
  f('companyName', 'Firmenname', 'Company name', 'text', true),
  f('address', 'Anschrift', 'Address', 'textarea', true),
  f('logo', 'Logo', 'Logo', 'image'),
];
const artworkFields: Field[] = [
  f('image', 'Druckdaten', 'Artwork', 'image', true),
  f('notes', 'Hinweise zur Produktion', 'Production notes', 'textarea'),
];

const product = (p: Omit<DemoProduct, 'taxCategory' | 'image'> & Partial<DemoProduct>): DemoProduct => ({
  taxCategory: 'standard',
  image: `/demo/${p.slug}.svg`,
  ...p,
});

/** The German demo shop’s products (demo-tenant-druckerei.ts): cards, flyers, stationery, signage. */
export const druckereiProducts: DemoProduct[] = [
  product({
    slug: 'visitenkarten-standard',
    name: t('Visitenkarten Standard', 'Standard business cards'),
    description: t(
      '85 × 55 mm auf 350 g Bilderdruck, beidseitig farbig – der Klassiker für jeden Tag.',
      '85 × 55 mm on 350 gsm art board, full colour both sides – the everyday classic.',
    ),
    categorySlugs: ['visitenkarten'],
    scales: scales([100, 12], [250, 8], [500, 6], [1000, 4], [2500, 3]),
    variants: [v('BC-STD-MATT', 'Matt', 'Matt'), v('BC-STD-GLOSS', 'Glänzend', 'Gloss')],
    fields: cardFields,
  }),
  product({
    slug: 'visitenkarten-premium',
    name: t('Visitenkarten Premium', 'Premium business cards'),
    description: t(
      'Kräftiger 450-g-Karton mit Softtouch-Oberfläche oder Goldfolie für einen bleibenden Eindruck.',
      'Heavy 450 gsm board with soft-touch finish or gold foil for a lasting impression.',
    ),
    categorySlugs: ['visitenkarten'],
    scales: scales([100, 35], [250, 26], [500, 20], [1000, 15]),
    variants: [v('BC-PRE-SOFT', 'Softtouch', 'Soft touch'), v('BC-PRE-FOIL', 'Goldfolie', 'Gold foil')],
    fields: cardFields,
  }),
  product({
    slug: 'visitenkarten-recycling',
    name: t('Visitenkarten Recycling', 'Recycled business cards'),
    description: t(
      '100 % Recyclingkarton mit Blauem Engel, klimaneutral gedruckt mit mineralölfreien Farben.',
      '100% recycled board with the Blue Angel label, printed climate-neutrally with mineral-oil-free inks.',
    ),
    categorySlugs: ['visitenkarten'],
    scales: scales([100, 14], [250, 10], [500, 7], [1000, 5]),
    variants: [v('BC-ECO-NATUR', 'Naturweiß', 'Natural white')],
    fields: cardFields,
  }),
  product({
    slug: 'flyer-a6',
    name: t('Flyer DIN A6', 'A6 flyers'),
    description: t(
      'Handliche Flyer im Postkartenformat – ideal für Gutscheine und Einladungen.',
      'Handy postcard-sized flyers – ideal for vouchers and invitations.',
    ),
    categorySlugs: ['flyer'],
    scales: scales([250, 10], [500, 7], [1000, 5], [2500, 3], [5000, 2]),
    variants: [v('FL-A6-135', '135 g', '135 gsm'), v('FL-A6-170', '170 g', '170 gsm')],
    fields: flyerFields,
  }),
  product({
    slug: 'flyer-a5',
    name: t('Flyer DIN A5', 'A5 flyers'),
    description: t(
      'Das beliebteste Flyerformat: genug Platz für Angebot, Bild und Anfahrtsskizze.',
      'Our most popular flyer size: room for your offer, a picture and directions.',
    ),
    categorySlugs: ['flyer'],
    scales: scales([250, 14], [500, 10], [1000, 7], [2500, 5], [5000, 4]),
    variants: [v('FL-A5-135', '135 g', '135 gsm'), v('FL-A5-170', '170 g', '170 gsm')],
    fields: flyerFields,
  }),
  product({
    slug: 'falzflyer-din-lang',
    name: t('Falzflyer DIN lang', 'DL folded leaflets'),
    description: t(
      'DIN A4 auf DIN lang gefalzt, sechs Seiten für Speisekarten, Preislisten und Programme.',
      'A4 folded to DL, six panels for menus, price lists and programmes.',
    ),
    categorySlugs: ['flyer', 'falzflyer'],
    scales: scales([250, 22], [500, 15], [1000, 10], [2500, 8]),
    variants: [v('LF-DL-WICKEL', 'Wickelfalz', 'Roll fold'), v('LF-DL-ZICKZACK', 'Zickzackfalz', 'Z-fold')],
    fields: flyerFields,
  }),
  product({
    slug: 'briefpapier-a4',
    name: t('Briefpapier DIN A4', 'A4 letterheads'),
    description: t(
      'Laserdruckergeeignetes Briefpapier mit Ihrem Logo – für Angebote und Rechnungen mit Stil.',
      'Laser-printer-safe letterheads with your logo – for quotes and invoices with style.',
    ),
    categorySlugs: ['briefpapier'],
    scales: scales([250, 18], [500, 12], [1000, 8], [2500, 6]),
    variants: [v('LH-A4-90', '90 g', '90 gsm'), v('LH-A4-120', '120 g', '120 gsm')],
    fields: stationeryFields,
  }),
  product({
    slug: 'briefumschlaege-din-lang',
    name: t('Briefumschläge DIN lang', 'DL envelopes'),
    description: t(
      'Selbstklebende Kuverts mit Absenderaufdruck, passend zum Briefpapier – ab Lager lieferbar.',
      'Self-seal envelopes printed with your return address, matching your letterheads – in stock.',
    ),
    categorySlugs: ['briefpapier'],
    scales: scales([100, 25], [250, 19], [500, 15], [1000, 11]),
    variants: [v('EN-DL-FENSTER', 'Mit Fenster', 'Window'), v('EN-DL-OHNE', 'Ohne Fenster', 'No window')],
    fields: stationeryFields,
    stock: 500,
  }),
  product({
    slug: 'aufkleber-rund',
    name: t('Aufkleber rund', 'Round stickers'),
    description: t(
      'Wetterfeste Vinyl-Aufkleber, rund gestanzt – für Verpackungen, Tüten und Laptops.',
      'Weatherproof vinyl stickers, die-cut round – for packaging, bags and laptops.',
    ),
    categorySlugs: ['werbetechnik'],
    scales: scales([50, 60], [100, 40], [250, 25], [500, 18], [1000, 12]),
    variants: [v('ST-RND-50', 'Ø 50 mm', 'Ø 50 mm'), v('ST-RND-80', 'Ø 80 mm', 'Ø 80 mm')],
    fields: artworkFields,
  }),
  product({
    slug: 'plakat-a1',
    name: t('Plakat DIN A1', 'A1 posters'),
    description: t(
      'Leuchtende Farben auf 150 g Plakatpapier – für Schaufenster, Veranstaltungen und Vereine.',
      'Vivid colours on 150 gsm poster paper – for shop windows, events and clubs.',
    ),
    categorySlugs: ['werbetechnik'],
    scales: scales([1, 1490], [5, 990], [10, 790], [25, 590]),
    variants: [v('PO-A1-MATT', 'Matt', 'Matt'), v('PO-A1-GLOSS', 'Glänzend', 'Gloss')],
    fields: [f('headline', 'Überschrift', 'Headline', 'text', true), ...artworkFields],
  }),
  product({
    slug: 'rollup-85x200',
    name: t('Roll-up 85 × 200 cm', 'Roll-up banner 85 × 200 cm'),
    description: t(
      'Aufbau in 30 Sekunden: Aluminium-Kassette mit bedrucktem Banner und Tragetasche.',
      'Set up in 30 seconds: aluminium cassette with printed banner and carry bag.',
    ),
    categorySlugs: ['werbetechnik'],
    scales: scales([1, 8900], [3, 7900], [5, 6900]),
    variants: [v('RU-85-STD', 'Standard', 'Standard'), v('RU-85-PREMIUM', 'Premium', 'Premium')],
    fields: [
      f('headline', 'Überschrift', 'Headline', 'text', true),
      f('website', 'Website', 'Website', 'url'),
      ...artworkFields,
    ],
    stock: 10,
  }),
  product({
    slug: 'mitarbeiter-visitenkarten',
    name: t('Mitarbeiter-Visitenkarten (intern)', 'Staff business cards (internal)'),
    description: t(
      'Hausvorlage für Visitenkarten unserer Mitarbeitenden – wird intern verrechnet.',
      'In-house template for our staff business cards – charged internally.',
    ),
    categorySlugs: ['interne-vorlagen'],
    scales: scales([100, 5], [250, 4], [500, 3]),
    variants: [v('BC-INT-HAUS', 'Hausdesign', 'House design')],
    fields: cardFields.filter((field) => field.name !== 'website' && field.name !== 'logo'),
    taxCategory: 'none',
  }),
];
