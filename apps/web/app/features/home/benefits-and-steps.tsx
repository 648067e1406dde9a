import { useTranslation } from 'react-i18next';
import { CartIcon, CheckIcon, SearchIcon } from '../../ui/icons.tsx';
import styles from './home-sections.module.css';

const BENEFITS = [
  { key: 'shell.homeBenefitQuality', Icon: CheckIcon },
  { key: 'shell.homeBenefitDelivery', Icon: CartIcon },
  { key: 'shell.homeBenefitCheck', Icon: SearchIcon },
] as const;

const STEPS = ['shell.homeStepChoose', 'shell.homeStepDesign', 'shell.homeStepOrder'] as const;

export function Benefits() {
  const { t } = useTranslation();
  return (
    <section className={styles.band} aria-labelledby="home-benefits-title">
      <div className={styles.section}>
        <h2 id="home-benefits-title" className={styles.sectionTitle}>
          {t('shell.homeBenefitsTitle')}
        </h2>
        <ul className={styles.benefitGrid}>
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key} className={styles.benefit}>
              <span className={styles.benefitIcon}>
                <Icon />
              </span>
              <h3 className={styles.benefitTitle}>{t(key)}</h3>
              <p className={styles.benefitText}>{t(`${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Steps() {
  const { t } = useTranslation();
  return (
    <section id="how-it-works" className={styles.section} aria-labelledby="home-steps-title">
      <h2 id="home-steps-title" className={styles.sectionTitle}>
        {t('shell.homeStepsTitle')}
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((key, index) => (
          <li key={key} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.benefitTitle}>{t(key)}</h3>
            <p className={styles.benefitText}>{t(`${key}Text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
