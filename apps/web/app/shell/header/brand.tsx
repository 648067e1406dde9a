import type { BrandViewports } from '@print/core/theme/header-layout';
import { SQUARE_LOGO_SIZE, WIDE_LOGO_SIZE } from '@print/core/media/logo-sizes';
import { Link } from 'react-router';
import { useShell } from '../shell-context.tsx';
import { shownOn } from './header-visibility.ts';
import styles from './header.module.css';

/**
 * The link home: the shop's wide logo, or its mark (the square logo, else the initial drawn from the
 * name) with the company name beside it, each part at the widths `viewports` gives (brandViewports).
 * The logos are the ones for the header's background (shop-logos.ts); their size is known from their
 * kind, so the header keeps its place while they load.
 */
export function Brand({ viewports }: { viewports: BrandViewports }) {
  const { tenant } = useShell();
  const { logo, wideLogo } = tenant.logos ?? {};
  const initial = tenant.companyName.trim().charAt(0).toUpperCase() || '·';
  return (
    <Link to="/" className={styles.brand} aria-label={tenant.companyName}>
      {wideLogo && viewports.wide.length > 0 && (
        <img
          className={shownOn(viewports.wide, styles.wideLogo)}
          src={wideLogo}
          alt=""
          width={WIDE_LOGO_SIZE.width}
          height={WIDE_LOGO_SIZE.height}
          data-testid="header-wide-logo"
        />
      )}
      {viewports.mark.length > 0 &&
        (logo ? (
          <img
            className={shownOn(viewports.mark, styles.logoImage)}
            src={logo}
            alt=""
            width={SQUARE_LOGO_SIZE.width}
            height={SQUARE_LOGO_SIZE.height}
            data-testid="header-logo"
          />
        ) : (
          <span className={shownOn(viewports.mark, styles.logoMark)} aria-hidden="true">
            {initial}
          </span>
        ))}
      {viewports.name.length > 0 && (
        <span className={shownOn(viewports.name, styles.brandName)}>{tenant.companyName}</span>
      )}
    </Link>
  );
}
