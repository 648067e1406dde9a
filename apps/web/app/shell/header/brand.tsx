import { Link } from 'react-router';
import { classNames } from '../../ui/class-names.ts';
import { useShell } from '../shell-context.tsx';
import styles from './header.module.css';

/**
 * Logo mark and company name, linking home. The mark is drawn from the name until logos exist; a
 * square logo (mobile layout scheme) is the mark alone, a wide one the mark with the name.
 */
export function Brand({
  showMark,
  markClassName,
  nameClassName,
}: {
  showMark: boolean;
  markClassName?: string;
  nameClassName?: string;
}) {
  const { tenant } = useShell();
  const initial = tenant.companyName.trim().charAt(0).toUpperCase() || '·';
  return (
    <Link to="/" className={styles.brand} aria-label={tenant.companyName}>
      {showMark && (
        <span className={classNames(styles.logoMark, markClassName)} aria-hidden="true">
          {initial}
        </span>
      )}
      <span className={classNames(styles.brandName, nameClassName)}>{tenant.companyName}</span>
    </Link>
  );
}
