import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { PageIconSvg } from '../../../../lib/pages/page-icon.tsx';
import { Button } from '../../../../ui/button.tsx';
import { FormDialog } from '../../../../ui/dialog.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { iconSearchQuery } from './icon-picker-api.ts';
import styles from './modals.module.css';

/** Typing pauses this long before the search is sent. */
const SEARCH_PAUSE_MS = 200;

/**
 * The icon picker (spec §2): the shop's icon set (Lucide), searched on the server as one types, shown as
 * a grid. Keyboard: type to search, Tab into the grid, arrows to move, Enter or Space to pick; Escape
 * closes. "No icon" clears the entry's icon.
 */
export function IconPickerModal({
  value,
  onPick,
  onClose,
}: {
  value: string;
  onPick: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value);
  const [search, setSearch] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const result = useQuery({ ...iconSearchQuery(search), placeholderData: keepPreviousData });
  const icons = result.data?.icons ?? [];
  const pick = (name: string) => {
    onPick(name);
    onClose();
  };
  return (
    <FormDialog title={t('cms.iconPicker')} isOpen onClose={onClose} size="large" testId="icon-picker">
      <div className={styles.stack}>
        <TextField
          label={t('cms.iconSearch')}
          name="iconSearch"
          type="search"
          value={typed}
          onChange={setTyped}
          autoFocus
          autoComplete="off"
          testId="icon-search"
        />
        <p className={styles.status} role="status" data-testid="icon-count">
          {result.isError
            ? t('cms.iconSearchFailed')
            : result.data && icons.length === 0
              ? t('cms.iconSearchNoResults')
              : result.data
                ? t('cms.iconSearchCount', { count: result.data.total })
                : ''}
        </p>
        <ListBox
          aria-label={t('cms.iconPicker')}
          layout="grid"
          onAction={(key) => pick(String(key))}
          className={styles.iconGrid}
          data-testid="icon-grid"
        >
          {icons.map((icon) => (
            <ListBoxItem
              key={icon.name}
              id={icon.name}
              textValue={icon.name}
              className={styles.iconOption}
              data-current={icon.name === value ? '' : undefined}
              data-testid={`icon-${icon.name}`}
            >
              <PageIconSvg icon={icon} className={styles.iconPreview} />
              <span className={styles.iconName}>{icon.name}</span>
            </ListBoxItem>
          ))}
        </ListBox>
        <div className={styles.actions}>
          <Button color="neutral" onPress={() => pick('')} data-testid="icon-none">
            {t('cms.iconNone')}
          </Button>
          <Button color="neutral" onPress={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}
