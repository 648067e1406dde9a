import { useTranslation } from 'react-i18next';
import fieldStyles from './field.module.css';
import styles from './required-legend.module.css';

/** The explanation of the red * above a form (spec §5: mandatory fields are marked with a red *). */
export function RequiredLegend() {
  const { t } = useTranslation();
  return (
    <p className={styles.legend}>
      <span className={fieldStyles.required} aria-hidden="true">
        *
      </span>{' '}
      {t('profile.requiredField')}
    </p>
  );
}
