import { localizedText } from '@print/core/i18n/localized-text';
import { checkLinkUrl } from '@print/core/validation/text-rules';
import { useTranslation } from 'react-i18next';
import { useCookieConsent } from '../cookie-consent/consent-provider.tsx';
import { useRootData } from '../shell-context.tsx';
import styles from './footer.module.css';

/** Imprint, privacy policy and terms from the tenant settings, the cookie settings, and ©. */
export function Footer() {
  const { t, i18n } = useTranslation();
  const { shell, year } = useRootData();
  const { openSettings } = useCookieConsent();
  const { footer, companyName, defaultLanguage } = shell.tenant;
  const claim = localizedText(shell.tenant.claim, i18n.language, defaultLanguage);
  const links = [
    { href: footer.imprintUrl, label: t('shell.footerImprint') },
    { href: footer.privacyUrl, label: t('shell.footerPrivacyPolicy') },
    { href: footer.termsUrl, label: t('shell.footerTerms') },
    // Tenant-set targets: only https:// or /relative (core's link rule); anything else, e.g. a
    // javascript: or //host URL, renders no link at all.
  ].filter((link) => link.href && checkLinkUrl(link.href) === null);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <strong>{companyName}</strong>
          {claim && (
            <span className={styles.claim} data-testid="footer-claim">
              {claim}
            </span>
          )}
        </div>
        <nav aria-label={t('shell.footerNavigation')}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.label}>
                <a href={link.href} className={styles.link}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.link}
                onClick={(event) => openSettings(event.currentTarget)}
                data-testid="manage-cookies"
              >
                {t('shell.footerManageCookies')}
              </button>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>{t('shell.footerCopyright', { year, company: companyName })}</p>
      </div>
    </footer>
  );
}
