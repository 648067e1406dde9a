import type { Key } from 'react-aria-components';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useCartCounts } from '../../lib/cart/cart-counts.ts';
import type { CartCounts } from '../../lib/cart/cart-counts.ts';
import { VISITOR_CART } from '../../lib/cart/cart-queries.ts';
import { encodeDeepLink } from '../../lib/session/deep-link.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { CartList } from './cart-list.tsx';
import { CART_TABS, parseCartTab, TAB_KINDS, TAB_LABEL_KEYS } from './cart-values.ts';
import { OrderHistory } from './order-history.tsx';
import type { CartTab } from './cart-values.ts';
import styles from './cart.module.css';

/**
 * Whose cart this page shows: the session user's; a visitor's where the shop allows temporary users
 * (the first call starts their temporary session, spec §4); null when they have to log in first.
 */
export function useCartUserKey(): string | null {
  const { session, tenant } = useShell();
  if (session) return session.userId;
  return tenant.allowTemporaryUsers ? VISITOR_CART : null;
}

/** /cart (spec §2): tabs Cart, Watchlist, Drafts and Order history; the tab lives in `?tab=`. */
export function CartPage() {
  const { t } = useTranslation();
  const userKey = useCartUserKey();
  return (
    <div className={styles.page} data-testid="cart-page">
      <h1 className={styles.title}>{t('shell.cart')}</h1>
      {userKey === null ? <CartLoginPrompt /> : <CartTabs userKey={userKey} />}
    </div>
  );
}

function CartTabs({ userKey }: { userKey: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = parseCartTab(params.get('tab'));
  const counts = useCartCounts(userKey, true);
  const select = (key: Key) => {
    const tab = parseCartTab(String(key));
    if (tab === selected) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Tabs selectedKey={selected} onSelectionChange={select} className={styles.tabs} data-testid="cart-tabs">
      <TabList aria-label={t('shell.cart')} className={styles.tabList}>
        {CART_TABS.map((tab) => (
          <Tab key={tab} id={tab} className={styles.tab} data-testid={`cart-tab-${tab}`}>
            {t(TAB_LABEL_KEYS[tab])}
            <TabCount tab={tab} counts={counts} />
          </Tab>
        ))}
      </TabList>
      {CART_TABS.map((tab) => (
        <TabPanel key={tab} id={tab} className={styles.panel}>
          {tab === 'history' ? (
            <OrderHistory userKey={userKey} />
          ) : (
            <CartList kind={TAB_KINDS[tab]} userKey={userKey} />
          )}
        </TabPanel>
      ))}
    </Tabs>
  );
}

function TabCount({ tab, counts }: { tab: CartTab; counts: CartCounts | null }) {
  if (!counts || tab === 'history') return null;
  return <span className={styles.tabCount}>{counts[TAB_KINDS[tab]]}</span>;
}

/** Without a session in a shop without temporary users: log in first, then come back here. */
export function CartLoginPrompt() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className={styles.status} data-testid="cart-login-required">
      <p>{t('shop.cartLoginRequired')}</p>
      <Link to={`/login?deepLink=${encodeDeepLink(pathname + search)}`} data-testid="cart-login">
        {t('auth.loginButton')}
      </Link>
    </div>
  );
}
