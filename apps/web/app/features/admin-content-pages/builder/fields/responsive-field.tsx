import type { FieldControl } from '@print/core/pages/fields';
import { useTranslation } from 'react-i18next';
import { SimpleControl } from './simple-control.tsx';
import styles from '../page-builder.module.css';

type Responsive = { base?: unknown; tablet?: unknown; desktop?: unknown };

const STEPS = [
  { key: 'base', label: 'cms.screenBase' },
  { key: 'tablet', label: 'cms.screenTablet' },
  { key: 'desktop', label: 'cms.screenDesktop' },
] as const;

/**
 * A value per screen size (spec §9 breakpoints): the smartphone's value, and optionally another from
 * tablet and from desktop width up; an empty larger step takes the smaller one's.
 */
export function ResponsiveField({
  id,
  label,
  inner,
  value,
  onChange,
}: {
  id: string;
  label: string;
  inner: FieldControl;
  value: Responsive | undefined;
  onChange: (value: Responsive) => void;
}) {
  const { t } = useTranslation();
  const current = value ?? {};
  return (
    <div className={styles.responsive}>
      {STEPS.map((step) => (
        <label key={step.key} className={styles.responsiveStep}>
          <span className={styles.stepName}>{t(step.label)}</span>
          <SimpleControl
            id={`${id}-${step.key}`}
            control={inner}
            label={`${label}: ${t(step.label)}`}
            value={current[step.key]}
            placeholder={step.key === 'base' ? undefined : t('cms.screenSameAsSmaller')}
            onChange={(next) => {
              const { [step.key]: _dropped, ...others } = current;
              onChange(next === '' || next === undefined ? others : { ...others, [step.key]: next });
            }}
          />
        </label>
      ))}
    </div>
  );
}
