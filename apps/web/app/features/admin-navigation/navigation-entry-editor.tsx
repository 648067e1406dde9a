import type { NavEntry, NavEntryKind } from '@print/core/tenancy/navigation';
import { NAV_ENTRY_KINDS } from '@print/core/tenancy/navigation';
import type { ValidationError } from '@print/core/validation/messages';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { Checkbox } from '../../ui/checkbox.tsx';
import {
  SearchComboBox,
  type SearchChoice,
  type SearchComboBoxProps,
} from '../../ui/admin-kit/search-combobox.tsx';
import { SelectField, type SelectOption } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useValidationMessage } from '../../ui/use-validation-message.ts';

export const KIND_LABEL: Record<NavEntryKind, string> = {
  category: 'admin.navKindCategory',
  product: 'admin.navKindProduct',
  page: 'admin.navKindPage',
  url: 'admin.navKindUrl',
};

type Props = {
  entry: NavEntry;
  index: number;
  /** The tenant's languages, the default first. */
  languages: readonly string[];
  /** What a category or page entry can lead to. */
  targets: Record<'category' | 'page', readonly SelectOption[]>;
  /** A product entry's target: searched on the server; the chosen one's name, when known. */
  products: {
    choices: SearchComboBoxProps['choices'];
    nameOf: (id: string) => string | undefined;
    onChosen: (choice: SearchChoice) => void;
  };
  errors: Record<string, ValidationError>;
  onChange: (entry: NavEntry) => void;
};

/** One entry of the navigation: where it leads, its label per language, and whether it opens a new tab. */
export function NavigationEntryEditor({
  entry,
  index,
  languages,
  targets,
  products,
  errors,
  onChange,
}: Props) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const at = `entries.${index}`;
  const set = (change: Partial<NavEntry>) => onChange({ ...entry, ...change });
  // Without its name (still loading, or the product is gone) the field shows none.
  const productName = entry.kind === 'product' && entry.target ? products.nameOf(entry.target) : undefined;
  const chosenProduct = productName ? { id: entry.target, name: productName } : null;
  return (
    <fieldset className={styles.formGrid} data-testid="nav-entry-editor">
      <SelectField
        label={t('admin.navEntryKind')}
        name="kind"
        value={entry.kind}
        onChange={(kind) => set({ kind: kind as NavEntryKind, target: kind === 'url' ? '/' : '' })}
        options={NAV_ENTRY_KINDS.map((kind) => ({ id: kind, label: t(KIND_LABEL[kind]) }))}
        testId="nav-entry-kind"
      />
      {entry.kind === 'url' ? (
        <TextField
          label={t('admin.navEntryUrl')}
          name="target"
          value={entry.target}
          onChange={(target) => set({ target })}
          errorMessage={message(errors[`${at}.target`])}
          isRequired
          testId="nav-entry-url"
        />
      ) : entry.kind === 'product' ? (
        <SearchComboBox
          // A new combobox when the kind changes: it shows its own typed text.
          key={entry.kind}
          label={t('admin.navEntryTarget')}
          selected={chosenProduct}
          onSelect={(choice) => {
            products.onChosen(choice);
            set({ target: choice.id });
          }}
          choices={products.choices}
          errorMessage={message(errors[`${at}.target`])}
          isRequired
          testId="nav-entry-product"
        />
      ) : (
        <SelectField
          label={t('admin.navEntryTarget')}
          name="target"
          value={entry.target}
          onChange={(target) => set({ target })}
          options={targets[entry.kind]}
          errorMessage={message(errors[`${at}.target`])}
          isRequired
          testId="nav-entry-target"
        />
      )}
      {languages.map((language, position) => (
        <TextField
          key={language}
          label={t('admin.navEntryLabel', {
            language: t(languageNameKey(language), { defaultValue: language }),
          })}
          name={`label.${language}`}
          value={entry.label[language] ?? ''}
          onChange={(text) => set({ label: { ...entry.label, [language]: text } })}
          errorMessage={message(errors[`${at}.label.${language}`])}
          // The default language's label is the fallback of every other (spec §4, §5).
          isRequired={position === 0}
          testId={`nav-entry-label-${language}`}
        />
      ))}
      <Checkbox isSelected={entry.newTab} onChange={(newTab) => set({ newTab })} testId="nav-entry-new-tab">
        {t('admin.navEntryNewTab')}
      </Checkbox>
    </fieldset>
  );
}
