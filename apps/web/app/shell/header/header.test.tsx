import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import type { ShellTenant } from '@print/core/shell-data';
import { DEFAULT_HEADER_SETTINGS, type HeaderSettings } from '@print/core/theme/header-settings';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { RequestedLanguageContext } from '../../lib/i18n/use-shell-language-sync.ts';
import { renderWithShellData, testShellData } from '../test-helpers.tsx';
import { Header } from './header.tsx';
import styles from './header.module.css';

const tenantTexts: Partial<ShellTenant> = {
  languages: [
    { code: 'de-DE', isDefault: true },
    { code: 'en-GB', isDefault: false },
  ],
  defaultLanguage: 'de-DE',
};

const northprintLike: HeaderSettings = {
  ...DEFAULT_HEADER_SETTINGS,
  topCta: {
    link: '/products/business-cards-luxe',
    suffix: { 'en-GB': 'New: Luxe cards', 'de-DE': 'Neu: Luxe' },
  },
  cta: { link: '/catalog/business-cards', label: { 'en-GB': 'Design your cards' }, colour: 'secondary' },
  mobileLayoutScheme: 'wide-cart-cta',
};

function renderHeader(header: HeaderSettings, language = 'en-GB', tenant: Partial<ShellTenant> = {}): string {
  const shell = {
    ...testShellData(null, header.userContextMenu, { ...tenantTexts, header, ...tenant }),
    language,
    translations: catalogueForLanguage(language),
  };
  return renderWithShellData(
    '/',
    <QueryClientProvider client={createQueryClient()}>
      <RequestedLanguageContext value={{ current: null }}>
        <Header />
      </RequestedLanguageContext>
    </QueryClientProvider>,
    shell,
  );
}

/** The opening tag of the first element with this attribute text, e.g. 'href="/cart"'. */
const tagWith = (html: string, attribute: string): string => {
  const at = html.indexOf(attribute);
  if (at < 0) return '';
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
};
const count = (html: string, text: string) => html.split(text).length - 1;

describe('shop header', () => {
  it('follows the settings: catalogue, cart, favourites, search, CTA and the top line', () => {
    const html = renderHeader(northprintLike);
    expect(html).toContain('data-header-type="default"');
    expect(html).toContain('href="/catalog"');
    expect(html).toContain('href="/cart"');
    expect(html).toContain('href="/cart?tab=watchlist"');
    expect(html).toContain('role="search"');
    expect(html).toContain('Design your cards');
    expect(html).toContain('href="/catalog/business-cards"');
    expect(html).toContain('href="/products/business-cards-luxe"');
    expect(html).toContain('New: Luxe cards');
    expect(html).toContain('data-testid="login-link"');
  });

  it('shows the top line in the page language', () => {
    expect(renderHeader(northprintLike)).not.toContain('Neu: Luxe');
    expect(renderHeader(northprintLike, 'de-DE')).toContain('Neu: Luxe');
  });

  it('keeps a way to the catalogue and the cart when the settings hide everything they can', () => {
    const html = renderHeader({
      ...DEFAULT_HEADER_SETTINGS,
      showLogo: false,
      cart: false,
      favourites: false,
      search: false,
      userContextMenu: 'hidden',
    });
    expect(html).not.toContain('role="search"');
    expect(html).not.toContain('href="/cart?tab=watchlist"');
    // Bar navigation and menu both list the catalogue and the cart.
    expect(count(html, 'href="/catalog"')).toBe(2);
    expect(count(html, 'href="/cart"')).toBe(2);
  });

  it('renders the simple type as one slim bar that still leads to the catalogue and the cart', () => {
    const html = renderHeader({ ...northprintLike, type: 'simple', notifications: true });
    expect(html).toContain('data-header-type="simple"');
    expect(html).toContain('href="/catalog"');
    expect(html).toContain('href="/cart"');
    expect(html).not.toContain('role="search"');
    expect(html).not.toContain('Design your cards');
    expect(html).not.toContain('data-testid="header-top-line"');
  });

  it('applies the mobile layout scheme only between 768 and 1152 px (CSS classes per width)', () => {
    const html = renderHeader({ ...northprintLike, mobileLayoutScheme: 'square-search' });
    // The search field sits in the bar on desktop and in the scheme's range, in the menu on phones.
    const search = tagWith(html, 'role="search"');
    expect(search).toContain(styles.hidePhone);
    expect(search).not.toContain(styles.hideTablet);
    expect(search).not.toContain(styles.hideDesktop);
    // The square logo: the company name gives way to the mark in the range only.
    const name = tagWith(html, styles.brandName!);
    expect(name).toContain(styles.hideTablet);
    expect(name).not.toContain(styles.hidePhone);
    // The scheme has no cart: in the range the cart icon gives way to the menu's cart entry.
    const cart = tagWith(html, 'href="/cart"');
    expect(cart).toContain(styles.hideTablet);
    expect(cart).not.toContain(styles.hideDesktop);
  });

  it("shows the shop's uploaded logos: the wide one beside no name, the square one where the scheme asks", () => {
    const logos = { logo: '/media/square', wideLogo: '/media/wide' };
    const html = renderHeader({ ...northprintLike, mobileLayoutScheme: 'square-search' }, 'en-GB', { logos });
    const wide = tagWith(html, 'src="/media/wide"');
    expect(wide).toContain('width="900"');
    expect(wide).toContain(styles.hideTablet);
    const square = tagWith(html, 'src="/media/square"');
    expect(square).toContain(styles.hideDesktop);
    expect(square).toContain(styles.hidePhone);
    expect(square).not.toContain(styles.hideTablet);
    // The wide logo carries the name: no drawn initial, no name beside it; the link still says it.
    expect(html).not.toContain(styles.logoMark);
    expect(html).not.toContain(`class="${styles.brandName}`);
    expect(html).toContain('aria-label="Demo Ltd"');
    // Only a square logo: it takes the initial's place, the name stays beside it.
    const squareOnly = renderHeader(northprintLike, 'en-GB', { logos: { logo: '/media/square' } });
    expect(squareOnly).toContain('src="/media/square"');
    expect(squareOnly).not.toContain(styles.logoMark);
    expect(squareOnly).toContain('Demo Ltd</span>');
  });
});
