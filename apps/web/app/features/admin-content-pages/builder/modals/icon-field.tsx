import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIconSvg } from '../../../../lib/pages/page-icon.tsx';
import styles from '../page-builder.module.css';
import { iconSearchQuery } from './icon-picker-api.ts';
import { IconPickerModal } from './icon-picker-modal.tsx';

/** An icon list entry's icon in the builder's form: the icon with its name, changed in the picker. */
export function IconField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  // The icon itself comes from the same search the picker makes (its name, exactly).
  const shown = useQuery({ ...iconSearchQuery(value), enabled: value !== '' });
  const icon = shown.data?.icons.find((candidate) => candidate.name === value);
  return (
    <span className={styles.colourRow}>
      <PageIconSvg icon={icon} className={styles.fieldIcon} />
      <button type="button" className={styles.smallButton} onClick={() => setPicking(true)}>
        {value || t('cms.iconPicker')}
      </button>
      {picking && <IconPickerModal value={value} onPick={onChange} onClose={() => setPicking(false)} />}
    </span>
  );
}
