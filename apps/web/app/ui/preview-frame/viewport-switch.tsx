import { useTranslation } from 'react-i18next';
import { VIEWPORTS, type ViewportKey } from './viewports.ts';
import styles from './viewport-switch.module.css';

/** Desktop | Tablet | Mobile as toggle buttons (the pressed one is the frame's width). */
export function ViewportSwitch({
  value,
  onChange,
  label,
}: {
  value: ViewportKey;
  onChange: (viewport: ViewportKey) => void;
  /** The group's accessible name. */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={label} className={styles.segmented}>
      {VIEWPORTS.map((option) => (
        <button
          key={option.key}
          type="button"
          aria-pressed={value === option.key}
          onClick={() => onChange(option.key)}
          data-testid={`viewport-${option.key}`}
        >
          {t(option.label)}
        </button>
      ))}
    </div>
  );
}
