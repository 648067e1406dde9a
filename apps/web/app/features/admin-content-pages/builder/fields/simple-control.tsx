import { optionLabelKey } from '@print/core/pages/field-labels';
import type { FieldControl } from '@print/core/pages/fields';
import type { RichTextDocument } from '@print/core/rich-text/rich-text';
import { useTranslation } from 'react-i18next';
import { ColourInput } from './colour-field.tsx';
import { RichTextInput } from './rich-text-field.tsx';
import styles from '../page-builder.module.css';

// One value of a simple kind (text, choice, number, switch, colour, link, rich text) inside our own
// fields: a text of one language (localized-field.tsx) or a value of one screen size (responsive-field.tsx).

type Props = {
  control: FieldControl;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Accessible name (the visible label is the field's). */
  label: string;
  id: string;
  /** Shown greyed when the value is empty (the default language's text, the smaller screen's value). */
  placeholder?: string;
};

export function SimpleControl({ control, value, onChange, label, id, placeholder }: Props) {
  const { t } = useTranslation();
  switch (control.kind) {
    case 'text':
    case 'link':
      return control.kind === 'text' && control.multiline ? (
        <textarea
          id={id}
          className={styles.input}
          aria-label={label}
          rows={3}
          maxLength={control.max}
          value={typeof value === 'string' ? value : ''}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          className={styles.input}
          aria-label={label}
          maxLength={control.kind === 'text' ? control.max : 2000}
          value={typeof value === 'string' ? value : ''}
          placeholder={placeholder ?? (control.kind === 'link' ? '/… https://…' : undefined)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'choice':
      return (
        <select
          id={id}
          className={styles.input}
          aria-label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        >
          {value === undefined && <option value="">{placeholder ?? ''}</option>}
          {control.options.map((option) => (
            <option key={option} value={option}>
              {t(optionLabelKey(option))}
            </option>
          ))}
        </select>
      );
    case 'number':
      return (
        <input
          id={id}
          type="number"
          className={styles.input}
          aria-label={label}
          min={control.min}
          max={control.max}
          value={typeof value === 'number' ? value : ''}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        />
      );
    case 'boolean':
      return (
        <input
          id={id}
          type="checkbox"
          aria-label={label}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case 'colour':
      return (
        <ColourInput
          id={id}
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      );
    case 'richText':
      return (
        <RichTextInput
          label={label}
          value={Array.isArray(value) ? (value as RichTextDocument) : []}
          onChange={onChange}
        />
      );
    default:
      return null;
  }
}
