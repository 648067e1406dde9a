import { useTranslation } from 'react-i18next';
import styles from '../page-builder.module.css';

const HEX6 = /^#[0-9a-f]{6}$/i;

/**
 * A colour: the picker for a colour of one's own, or a theme colour's path typed in (it then follows the
 * theme); empty is none. The page reader checks the value like any other input.
 */
export function ColourInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <span className={styles.colourRow}>
      <input
        type="color"
        aria-label={label}
        className={styles.swatch}
        value={HEX6.test(value) ? value : '#ffffff'}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        id={id}
        className={styles.input}
        aria-label={label}
        maxLength={200}
        value={value}
        placeholder="#aabbcc / colors.primary.background"
        onChange={(event) => onChange(event.target.value.trim())}
      />
      {value !== '' && (
        <button type="button" className={styles.smallButton} onClick={() => onChange('')}>
          {t('common.remove')}
        </button>
      )}
    </span>
  );
}
