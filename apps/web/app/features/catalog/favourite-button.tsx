import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { encodeDeepLink } from '../../lib/session/deep-link.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { HeartIcon } from '../../ui/icons.tsx';
import { useFavourite } from './use-favourite.ts';
import styles from './product-grid.module.css';

type Props = { productId: string; productName: string; initial: boolean };

/**
 * The heart on a product tile. A visitor without a session gets one on the first press where the shop
 * allows temporary users (the API client's session recovery); elsewhere the heart leads to the login.
 */
export function FavouriteButton(props: Props) {
  const { session, tenant } = useShell();
  if (!session && !tenant.allowTemporaryUsers) return <FavouriteLoginLink />;
  return <FavouriteToggle {...props} />;
}

function FavouriteToggle({ productId, productName, initial }: Props) {
  const { t } = useTranslation();
  const { favourite, toggle } = useFavourite(productId, initial);
  return (
    <button
      type="button"
      className={styles.favourite}
      aria-pressed={favourite}
      aria-label={t('shop.catalogFavouriteToggle', { name: productName })}
      // The pressed state is in aria-pressed; the tooltip says what a press does next.
      title={t(favourite ? 'shop.removeFromFavourites' : 'shop.addToFavourites')}
      onClick={() => void toggle()}
      data-testid="favourite-toggle"
    >
      <HeartIcon />
    </button>
  );
}

function FavouriteLoginLink() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const label = t('shop.catalogLoginForFavourites');
  return (
    <Link
      to={`/login?deepLink=${encodeDeepLink(pathname + search)}`}
      className={styles.favourite}
      aria-label={label}
      title={label}
      data-testid="favourite-login"
    >
      <HeartIcon />
    </Link>
  );
}
