import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { classNames } from '../class-names.ts';
import { ChevronDownIcon } from '../icons.tsx';
import { useDebouncedValue } from '../use-debounced-value.ts';
import fieldStyles from '../field.module.css';
import selectStyles from '../select-field.module.css';
import styles from './search-combobox.module.css';

/** Something to choose: its id, its name, and a detail shown beside the name (an article code). */
export type SearchChoice = { id: string; name: string; detail?: string };

/** How long typing rests before the server is asked. */
const SEARCH_DELAY_MS = 250;

export type SearchComboBoxProps = {
  label: string;
  /** The chosen one (its name shown in the field), or null. */
  selected: SearchChoice | null;
  onSelect: (choice: SearchChoice) => void;
  /** The server's answer to a search text ('' for the first ones): a small, bounded list. */
  choices: (search: string) => UseQueryOptions<SearchChoice[], Error, SearchChoice[], unknown[]>;
  isRequired?: boolean;
  /** Already translated; null or '' when the value is fine. */
  errorMessage?: string | null;
  description?: string;
  /** `data-testid` of the input, for end-to-end tests. */
  testId?: string;
};

/**
 * A field to pick one of many (more than a select can list): typing searches on the server (debounced),
 * the list below shows what it found. React Aria's ComboBox: arrows move through the list, Enter picks,
 * Escape closes it and puts the chosen name back. The field shows the chosen one's name, given by the
 * caller: a choice made before, which no answer may hold, still shows its name.
 */
export function SearchComboBox({
  label,
  selected,
  onSelect,
  choices,
  isRequired = false,
  errorMessage,
  description,
  testId,
}: SearchComboBoxProps) {
  const { t } = useTranslation();
  const chosenName = selected?.name ?? '';
  const [input, setInput] = useState(chosenName);
  // The caller learnt the chosen one's name (loaded after the field) or chose another: shown, unless
  // something else is being typed.
  const [shownName, setShownName] = useState(chosenName);
  if (chosenName !== shownName) {
    setShownName(chosenName);
    if (input.trim() === shownName.trim()) setInput(chosenName);
  }
  const [open, setOpen] = useState(false);
  // The chosen name in the field is no search: opening the list then shows the first ones.
  const typed = input.trim() === chosenName.trim() ? '' : input.trim();
  const search = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const found = useQuery({ ...choices(search), enabled: open || typed !== '' });
  const results = found.data ?? [];
  // The chosen one stays in the list (last, marked as chosen): React Aria puts its name back into the
  // field on Escape or when the field is left, and finds it only in the list.
  const items =
    selected && !results.some((item) => item.id === selected.id) ? [...results, selected] : results;
  const status = found.isError
    ? 'common.genericError'
    : found.isFetching && !results.length
      ? 'common.loading'
      : 'common.noResults';

  const choose = (key: Key | null) => {
    const choice = key === null ? undefined : items.find((item) => item.id === String(key));
    if (choice && choice.id !== selected?.id) onSelect(choice);
    // Picked, or asked to put the field back (Escape, leaving it): the chosen one's name.
    setInput((choice ?? selected)?.name ?? '');
  };

  return (
    <ComboBox
      className={fieldStyles.field}
      items={items}
      inputValue={input}
      onInputChange={setInput}
      selectedKey={selected?.id ?? null}
      onSelectionChange={choose}
      onOpenChange={setOpen}
      menuTrigger="focus"
      allowsEmptyCollection
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className={fieldStyles.label}>
        {label}
        {isRequired && (
          <span className={fieldStyles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </Label>
      <div className={styles.control}>
        <Input
          className={classNames(fieldStyles.input, styles.input)}
          placeholder={t('admin.searchToChoose')}
          data-testid={testId}
        />
        <Button className={styles.button} aria-label={t('admin.showChoices')}>
          <ChevronDownIcon />
        </Button>
      </div>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={selectStyles.popover}>
        {!results.length && items.length > 0 && <p className={styles.empty}>{t(status)}</p>}
        <ListBox
          className={selectStyles.list}
          renderEmptyState={() => <p className={styles.empty}>{t(status)}</p>}
        >
          {(item: SearchChoice) => (
            <ListBoxItem id={item.id} textValue={item.name} className={selectStyles.option}>
              {item.name}
              {item.detail && <span className={styles.detail}>{item.detail}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
