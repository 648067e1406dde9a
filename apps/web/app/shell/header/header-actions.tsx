import { Button, ButtonContext } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedText } from '@print/core/i18n/localized-text';
import { buttonClassName } from '../../ui/button.tsx';
import { classNames } from '../../ui/class-names.ts';
import { BellIcon, CartIcon, HeartIcon } from '../../ui/icons.tsx';
import { onFirstUse } from '../../ui/on-first-use.tsx';
import { useShell } from '../shell-context.tsx';
import { useLazyDialogTrigger } from './lazy-trigger.ts';
import { TenantLink } from './tenant-link.tsx';
import { useCartCount } from './use-cart-count.ts';
import styles from './header.module.css';

const notifications = onFirstUse(() =>
  import('./notifications-popover.tsx').then((module) => module.NotificationsPopover),
);

export function NotificationsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  // The pop-over's code loads when it first opens (or the button is hovered or focused before).
  const trigger = useLazyDialogTrigger();
  return (
    <ButtonContext value={{ isPressed: trigger.isPressed }}>
      <Button
        {...trigger.buttonProps}
        className={classNames(styles.iconButton, className)}
        aria-label={t('shell.notifications')}
        onHoverStart={notifications.preload}
        onFocus={notifications.preload}
      >
        <BellIcon />
      </Button>
      {trigger.used && <notifications.Loaded overlay={trigger.overlay} />}
    </ButtonContext>
  );
}

export function FavouritesLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/cart?tab=watchlist"
      className={classNames(styles.iconButton, className)}
      aria-label={t('shell.favourites')}
    >
      <HeartIcon />
    </Link>
  );
}

/** The cart icon with the number of items in the cart (once known, and when there are any). */
export function CartLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const count = useCartCount();
  const shown = count !== null && count > 0;
  return (
    <Link
      to="/cart"
      className={classNames(styles.iconButton, styles.cartLink, className)}
      aria-label={shown ? t('shop.cartCountLabel', { count }) : t('shell.cart')}
    >
      <CartIcon />
      {shown && (
        <span className={styles.cartBadge} aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

/** The call-to-action button of the header settings, labelled in the current language. */
export function HeaderCta({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const { tenant } = useShell();
  const cta = tenant.header.cta;
  // readHeaderSettings keeps a CTA only with a link passing the link rule (https:// or /path).
  if (!cta) return null;
  const label = localizedText(cta.label, i18n.language, tenant.defaultLanguage);
  if (!label) return null;
  return (
    <TenantLink to={cta.link} className={buttonClassName({ color: cta.colour, size: 'small', className })}>
      {label}
    </TenantLink>
  );
}
