import { BUTTON_COLORS, isOneOf } from '@print/core/constants';
import { checkLinkUrl } from '@print/core/validation/text-rules';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedText } from '@print/core/i18n/localized-text';
import { ButtonLink } from '../../ui/button-link.tsx';
import { buttonClassName } from '../../ui/button.tsx';
import { classNames } from '../../ui/class-names.ts';
import { BellIcon, CartIcon, HeartIcon } from '../../ui/icons.tsx';
import { useShell } from '../shell-context.tsx';
import { useCartCount } from './use-cart-count.ts';
import popoverStyles from './header-popover.module.css';
import styles from './header.module.css';

export function NotificationsButton() {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <Button
        className={classNames(styles.iconButton, styles.hideOnPhone)}
        aria-label={t('shell.notifications')}
      >
        <BellIcon />
      </Button>
      <Popover className={popoverStyles.popover} placement="bottom end">
        <Dialog className={popoverStyles.popoverDialog} aria-label={t('shell.notifications')}>
          {t('shell.noNotifications')}
        </Dialog>
      </Popover>
    </DialogTrigger>
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
export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  const shown = count !== null && count > 0;
  return (
    <Link
      to="/cart"
      className={classNames(styles.iconButton, styles.cartLink)}
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

/** The optional call-to-action button of the header settings, labelled in the current language. */
export function HeaderCta({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const { tenant } = useShell();
  const cta = tenant.header.cta;
  // Tenant-set target: only https:// or /relative (core's link rule), else no button at all.
  if (!cta?.link || checkLinkUrl(cta.link) !== null) return null;
  const label = localizedText(cta.label, i18n.language, tenant.defaultLanguage);
  if (!label) return null;
  const color = isOneOf(BUTTON_COLORS, cta.colour) ? cta.colour : 'primary';
  // Relative targets (checked above: they start with a single /) stay in the app; absolute
  // https ones are plain links.
  if (!cta.link.startsWith('/')) {
    return (
      <a href={cta.link} className={buttonClassName({ color, size: 'small', className })}>
        {label}
      </a>
    );
  }
  return (
    <ButtonLink to={cta.link} color={color} size="small" className={className}>
      {label}
    </ButtonLink>
  );
}
