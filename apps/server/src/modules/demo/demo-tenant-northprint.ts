import type { DemoAccount, DemoTenant } from './demo-data.types.ts';
import { northprintProducts } from './demo-products-northprint.ts';
import { northprintPages } from './demo-pages-northprint.ts';

// English studio: cool navy/teal palette, condensed display font, chunky borders.

/** British text, with an American spelling where it differs. */
const t = (gb: string, us = gb): Record<string, string> => ({ 'en-GB': gb, 'en-US': us });
const c = (color: string) => ({ color });
const link = (linkedTo: string) => ({ linkedTo });
const account = (
  role: DemoAccount['role'],
  username: string,
  password: string,
  name: string,
): DemoAccount => {
  const [firstName = '', lastName = ''] = name.split(' ');
  return { role, email: `${username}@northprint.test`, username, password, firstName, lastName };
};

export const northprint: DemoTenant = {
  slug: 'northprint',
  name: 'NorthPrint Studio',
  allowTemporaryUsers: false,
  languages: ['en-GB', 'en-US'],
  currency: 'GBP',
  settings: {
    companyName: 'NorthPrint Studio Ltd',
    pageTitle: t('NorthPrint Studio | Design-led print, delivered'),
    claim: t('Sharp print for bold brands.'),
    header: {
      type: 'default',
      showLogo: true,
      notifications: false,
      favourites: true,
      cart: true,
      search: true,
      topCta: {
        link: '/products/business-cards-luxe',
        suffix: t('New: Luxe cards with copper foil'),
      },
      cta: { link: '/catalog/business-cards', label: t('Design your cards'), colour: 'secondary' },
      userContextMenu: 'full',
      mobileLayoutScheme: 'wide-cart-cta',
    },
    // UK VAT: standard 20 %, groceries zero-rated; prices shown including VAT, as UK shoppers expect.
    tax: { priceDisplay: 'gross', pricesEnteredAs: 'net', taxRates: { standard: 2_000, foodGrocery: 0 } },
    footer: { imprintUrl: '/imprint', privacyUrl: '/privacy', termsUrl: '/terms' },
    home: {
      heroTitle: t('Print with presence', 'Print with presence'),
      heroText: t(
        'Premium stationery and marketing print, colour-checked by our studio team and dispatched from Leeds within 48 hours.',
        'Premium stationery and marketing print, color-checked by our studio team and shipped within 48 hours.',
      ),
    },
  },
  theme: {
    name: 'North',
    config: {
      colors: {
        colors: {
          primary: {
            background: c('#1b2a4a'),
            text: c('#ffffff'),
            hover: c('#13203a'),
            light: c('#dbe7f3'),
            lightText: c('#1b2a4a'),
            lightHover: c('#c3d6ea'),
          },
          secondary: { background: c('#0e7c86'), text: c('#ffffff'), hover: c('#0a5f67') },
          neutral: { background: c('#e3e9f0'), text: c('#0f1b2d'), hover: c('#d0dae5') },
          body: {
            background: c('#f3f6fa'),
            text: c('#0f1b2d'),
            heading: c('#0b1424'),
            muted: c('#56657a'),
            subtle: c('#e8eef5'),
            link: link('colors.secondary.background'),
          },
          surface: { background: c('#ffffff'), raised: c('#eaf0f6') },
          // Field and toggle edges at 3:1, required marks at 4.5:1 on this page background (WCAG AA).
          border: { default: c('#d3dde8'), strong: c('#7f90a5'), focus: link('colors.secondary.background') },
          danger: { background: c('#d01f1f') },
          cloudbar: { background: c('#0b1424'), text: c('#e8eef5'), hover: c('#1b2a4a') },
        },
        applications: {
          header: {
            background: link('colors.primary.background'),
            text: link('colors.primary.text'),
            border: link('colors.primary.hover'),
          },
          button: { primary: { hover: link('colors.secondary.background') } },
          pricingTiers: { highlight: link('colors.secondary.background') },
          pageFancies: { accent: link('colors.secondary.background') },
        },
      },
      fonts: { body: 'DM Sans', display: 'Oswald', sans: 'DM Sans', light: 'DM Sans', bold: 'DM Sans' },
      border: { radius: 'strong', width: 'thick' },
      button: { outline: 'thick' },
      // The studio's crisp look: pages rise quickly into place, without a fade.
      pageTransition: { duration: 'fast', distance: 'medium', fadeIn: false },
    },
  },
  categories: [
    {
      slug: 'business-cards',
      name: t('Business cards'),
      description: t('Cards that get kept, not binned.', 'Cards that get kept, not tossed.'),
    },
    {
      slug: 'marketing',
      name: t('Marketing print'),
      description: t('Flyers, postcards and leaflets for every campaign.'),
    },
    {
      slug: 'leaflets',
      parentSlug: 'marketing',
      name: t('Folded leaflets'),
      description: t(
        'Tri-fold leaflets for menus, brochures and programmes.',
        'Tri-fold leaflets for menus, brochures and programs.',
      ),
    },
    {
      slug: 'stationery',
      name: t('Stationery'),
      description: t(
        'Letterheads, envelopes and notepads in your brand colours.',
        'Letterheads, envelopes and notepads in your brand colors.',
      ),
    },
    {
      slug: 'large-format',
      name: t('Large format'),
      description: t('Stickers and banners that stand out at any event.'),
    },
    {
      slug: 'staff-templates',
      accessRoles: ['admin'],
      name: t('Staff templates'),
      description: t('Internal artwork for the NorthPrint team.'),
    },
  ],
  products: northprintProducts,
  pages: northprintPages,
  accounts: [
    account('admin', 'admin', 'Admin#2026', 'Fiona MacLeod'),
    account('customer', 'customer', 'Customer#2026', 'Oliver Bennett'),
  ],
  translations: [
    { key: 'shell.favourites', group: 'shell', texts: t('Favourites', 'Favorites') },
    { key: 'shell.cart', group: 'shell', texts: t('Basket', 'Cart') },
    { key: 'shell.homeHeroCta', group: 'shell', texts: t('Explore the studio range') },
  ],
};
