import { useTranslation } from 'react-i18next';
import { localizedText } from '@print/core/i18n/localized-text';
import { useShell } from '../../shell/shell-context.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ArrowRightIcon } from '../../ui/icons.tsx';
import { PrintArtwork } from '../../ui/print-artwork.tsx';
import styles from './home-hero.module.css';

/** The tenant's hero (title and text per language from its settings) with the calls to action. */
export function HomeHero() {
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  const title =
    localizedText(tenant.home.heroTitle, i18n.language, tenant.defaultLanguage) || t('shell.homeHeroTitle');
  const text =
    localizedText(tenant.home.heroText, i18n.language, tenant.defaultLanguage) || t('shell.homeHeroText');
  const claim = localizedText(tenant.claim, i18n.language, tenant.defaultLanguage);

  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.heroInner}>
        <div className={styles.heroCopy}>
          <p className={styles.eyebrow} data-testid="tenant-claim">
            {claim || t('shell.homeEyebrow')}
          </p>
          <h1 id="home-hero-title" className={styles.heroTitle} data-testid="hero-title">
            {title}
          </h1>
          <p className={styles.heroText}>{text}</p>
          <div className={styles.heroActions}>
            <ButtonLink to="/catalog" color="primary" size="large">
              {t('shell.homeHeroCta')}
              <ArrowRightIcon />
            </ButtonLink>
            <ButtonLink to="#how-it-works" color="primary-light" size="large">
              {t('shell.homeHowItWorks')}
            </ButtonLink>
          </div>
        </div>
        <PrintArtwork company={tenant.companyName} />
      </div>
    </section>
  );
}
