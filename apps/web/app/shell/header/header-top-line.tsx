import { localizedText } from '@print/core/i18n/localized-text';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../ui/icons.tsx';
import { classNames } from '../../ui/class-names.ts';
import { useShell } from '../shell-context.tsx';
import { TenantLink } from './tenant-link.tsx';
import styles from './header.module.css';

/** The top line of the header settings: the top CTA's text (its suffix, per language) as a link. */
export function HeaderTopLine({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const { tenant } = useShell();
  const top = tenant.header.topCta;
  const suffix = top ? localizedText(top.suffix, i18n.language, tenant.defaultLanguage) : '';
  if (!top || !suffix) return null;
  return (
    <div className={classNames(styles.topLine, className)} data-testid="header-top-line">
      <TenantLink to={top.link} className={styles.topLineLink}>
        {suffix}
        <ArrowRightIcon />
      </TenantLink>
    </div>
  );
}
