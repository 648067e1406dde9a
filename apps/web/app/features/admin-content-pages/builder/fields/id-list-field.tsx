import { useTranslation } from 'react-i18next';
import styles from '../page-builder.module.css';

/**
 * A list of ids (a product row's hand-picked products), one per line, in the order shown. The page
 * reader keeps only well-formed ids and at most `max`.
 */
export function IdListField({
  id,
  label,
  max,
  value,
  onChange,
}: {
  id: string;
  label: string;
  max: number;
  value: readonly string[] | undefined;
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <textarea
        id={id}
        className={styles.input}
        aria-label={label}
        rows={4}
        value={(value ?? []).join('\n')}
        onChange={(event) =>
          onChange(
            event.target.value
              .split('\n')
              .map((line) => line.trim())
              .filter((line, index, lines) => line !== '' || index === lines.length - 1)
              .slice(0, max),
          )
        }
      />
      <span className={styles.defaultText}>{t('cms.productIdsHint', { max })}</span>
    </>
  );
}
