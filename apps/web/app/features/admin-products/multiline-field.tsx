import { FieldError, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import fieldStyles from '../../ui/field.module.css';

type Props = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | null;
  /** A hint under the field (e.g. how many characters search results show). */
  description?: string;
  rows?: number;
  testId?: string;
};

/** A labelled multi-line text (a product description), with its message like the kit's TextField. */
export function MultilineField({
  label,
  name,
  value,
  onChange,
  errorMessage,
  description,
  rows = 4,
  testId,
}: Props) {
  return (
    <AriaTextField
      className={fieldStyles.field}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <TextArea className={fieldStyles.input} name={name} rows={rows} data-testid={testId} />
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
