import { Link } from 'react-router';
import { useShell } from '../shell-context.tsx';
import styles from './header.module.css';

/** Logo mark and company name, linking home. The mark is drawn from the name until logos exist. */
export function Brand() {
  const { tenant } = useShell();
  const initial = tenant.companyName.trim().charAt(0).toUpperCase() || '·';
  return (
    <Link to="/" className={styles.brand} aria-label={tenant.companyName}>
      {tenant.header.showLogo && (
        <span className={styles.logoMark} aria-hidden="true">
          {initial}
        </span>
      )}
      <span className={styles.brandName}>{tenant.companyName}</span>
    </Link>
  );
}
