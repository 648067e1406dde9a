import { localizedText } from '@print/core/i18n/localized-text';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../ui/icons.tsx';
import { classNames } from '../../ui/class-names.ts';
import { useShell } from '../shell-context.tsx';
import { TenantLink } from './tenant-link.tsx';
import styles from './header.module.css';

/** The top line of the header settings: the shop's claim, then the top CTA's link (its suffix). */
export function HeaderTopLine({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const { tenant } = useShell();
  const top = tenant.header.topCta;
  if (!top) return null;
  const claim = localizedText(tenant.claim, i18n.language, tenant.defaultLanguage);
  const suffix = localizedText(top.suffix, i18n.language, tenant.defaultLanguage);
  if (!suffix) return null;
  return (
    <div className={classNames(styles.topLine, className)} data-testid="header-top-line">
      {claim && (
        <span className={styles.topLineClaim} data-testid="header-claim">
          {claim}
        </span>
      )}
      <TenantLink to={top.link} className={styles.topLineLink}>
        {suffix}
        <ArrowRightIcon />
      </TenantLink>
    </div>
  );
}
