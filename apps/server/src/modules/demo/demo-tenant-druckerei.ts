import type { DemoAccount, DemoTenant } from './demo-data.types.ts';
import { druckereiProducts } from './demo-products-druckerei.ts';
import { druckereiPages } from './demo-pages-druckerei.ts';

// German print shop: warm palette, serif display font, German first.

const t = (de: string, en: string): Record<string, string> => ({ 'de-DE': de, 'en-GB': en });
const c = (color: string) => ({ color });
const link = (linkedTo: string) => ({ linkedTo });
const account = (
  role: DemoAccount['role'],
  username: string,
  password: string,
  name: string,
): DemoAccount => {
  const [firstName = '', lastName = ''] = name.split(' ');
  return { role, email: `${username}@druckerei.test`, username, password, firstName, lastName };
};

export const druckerei: DemoTenant = {
  slug: 'druckerei',
  name: 'Druckerei Sonnenschein',
  allowTemporaryUsers: true,
  languages: ['de-DE', 'en-GB'],
  currency: 'EUR',
  settings: {
    companyName: 'Druckerei Sonnenschein GmbH',
    pageTitle: t(
      'Druckerei Sonnenschein – Drucksachen online bestellen',
      'Druckerei Sonnenschein – order print online',
    ),
    claim: t(
      'Gedruckt mit Sorgfalt, geliefert mit Sonnenschein.',
      'Printed with care, delivered with sunshine.',
    ),
    header: {
      type: 'default',
      showLogo: true,
      notifications: true,
      favourites: true,
      cart: true,
      search: true,
      topCta: {
        link: '/catalog/visitenkarten',
        suffix: t('Visitenkarten ab 100 Stück', 'Business cards from 100 pieces'),
      },
      cta: { link: '/catalog', label: t('Jetzt gestalten', 'Start designing'), colour: 'primary' },
      userContextMenu: 'full',
      // Between 768 and 1152 px: the mark alone, so the search field fits beside the cart.
      mobileLayoutScheme: 'square-cart-search',
    },
    footer: { imprintUrl: '/imprint', privacyUrl: '/privacy', termsUrl: '/terms' },
    home: {
      heroTitle: t('Drucksachen, die Eindruck machen', 'Print that makes an impression'),
      heroText: t(
        'Visitenkarten, Flyer und Briefpapier aus unserer Meisterwerkstatt – online gestaltet, in drei Werktagen bei Ihnen.',
        'Business cards, flyers and letterheads from our master print shop – designed online, with you in three working days.',
      ),
    },
  },
  theme: {
    name: 'Sonnenschein',
    config: {
      colors: {
        colors: {
          primary: {
            background: c('#b3261e'),
            text: c('#ffffff'),
            hover: c('#8c1d18'),
            light: c('#fbe4dc'),
            lightText: c('#5f1410'),
            lightHover: c('#f6cdbf'),
          },
          secondary: { background: c('#e8a317'), text: c('#2a1a12'), hover: c('#c98a0c') },
          neutral: { background: c('#efe6d8'), text: c('#3b2a20'), hover: c('#e4d6c2') },
          body: {
            background: c('#fdf8f0'),
            text: c('#3b2a20'),
            heading: c('#2a1a12'),
            muted: c('#7a6556'),
            subtle: c('#f7efe2'),
          },
          surface: { background: c('#fffdf8'), raised: c('#f5ecdf') },
          // Field and toggle edges at 3:1 on this page background (WCAG AA).
          border: { default: c('#e8dccb'), strong: c('#a48c75') },
          cloudbar: { background: c('#2a1a12'), text: c('#fdf8f0'), hover: c('#3b2a20') },
        },
        applications: {
          header: {
            background: link('colors.surface.background'),
            text: link('colors.body.heading'),
            border: link('colors.primary.background'),
          },
          button: { primary: { border: link('colors.primary.hover') } },
          catalogItem: { price: link('colors.primary.background') },
        },
      },
      fonts: { body: 'Inter', display: 'Playfair Display', serif: 'Playfair Display' },
      border: { radius: 'light', width: 'thin' },
      button: { outline: 'thin' },
      // The print shop's calm: pages fade in slowly and barely move.
      pageTransition: { duration: 'slow', distance: 'short', fadeIn: true },
    },
  },
  categories: [
    {
      slug: 'visitenkarten',
      name: t('Visitenkarten', 'Business cards'),
      description: t('Der erste Eindruck zählt.', 'First impressions count.'),
    },
    {
      slug: 'flyer',
      name: t('Flyer', 'Flyers'),
      description: t('Werbung zum Mitnehmen.', 'Take-away advertising.'),
    },
    {
      slug: 'falzflyer',
      parentSlug: 'flyer',
      name: t('Falzflyer', 'Folded leaflets'),
      description: t('Mehr Platz, sauber gefalzt.', 'More room, neatly folded.'),
    },
    {
      slug: 'briefpapier',
      name: t('Briefpapier & Kuverts', 'Letterheads & envelopes'),
      description: t('Geschäftsausstattung aus einem Guss.', 'Matching business stationery.'),
    },
    {
      slug: 'werbetechnik',
      name: t('Aufkleber & Werbetechnik', 'Stickers & displays'),
      description: t('Plakate, Roll-ups und Aufkleber.', 'Posters, roll-ups and stickers.'),
    },
    {
      slug: 'interne-vorlagen',
      accessRoles: ['admin'],
      name: t('Interne Vorlagen', 'Internal templates'),
      description: t('Nur für Mitarbeitende der Druckerei.', 'For print shop staff only.'),
    },
  ],
  products: druckereiProducts,
  pages: druckereiPages,
  accounts: [
    account('admin', 'admin', 'Admin#2026', 'Sabine Sonnenschein'),
    account('customer', 'kunde', 'Kunde#2026', 'Max Mustermann'),
    // Sees every tenant in the admin's tenant switcher (the default host's shop runs the platform).
    account('operator', 'plattform', 'Plattform#2026', 'Petra Plattform'),
  ],
  translations: [
    {
      key: 'shell.welcome',
      group: 'shell',
      texts: t('Willkommen bei der Druckerei Sonnenschein', 'Welcome to Druckerei Sonnenschein'),
    },
    { key: 'shell.homeHeroCta', group: 'shell', texts: t('Zum Sortiment', 'Browse our range') },
    { key: 'shell.cart', group: 'shell', texts: t('Auftragskorb', 'Order basket') },
  ],
};
