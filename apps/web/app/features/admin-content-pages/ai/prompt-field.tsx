import { FieldError, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import fieldStyles from '../../../ui/field.module.css';
import type { BoundField } from '../../../ui/form/use-app-form.ts';
import { classNames } from '../../../ui/class-names.ts';
import styles from './content-ai.module.css';

/** The AI's prompt: a labelled multi-line text with its hint and message, like the kit's TextField. */
export function PromptField({
  label,
  description,
  field,
  testId,
}: {
  label: string;
  description: string;
  field: BoundField<string>;
  testId: string;
}) {
  return (
    <AriaTextField
      className={fieldStyles.field}
      value={field.value}
      onChange={field.onChange}
      isRequired
      isInvalid={field.isInvalid}
      validationBehavior="aria"
      // The dialog opens for this one field.
      autoFocus
    >
      <Label className={fieldStyles.label}>
        {label}
        <span className={fieldStyles.required} aria-hidden="true">
          {' *'}
        </span>
      </Label>
      <TextArea
        className={classNames(fieldStyles.input, styles.prompt)}
        name={field.name}
        rows={4}
        data-testid={testId}
      />
      <Text slot="description" className={fieldStyles.description}>
        {description}
      </Text>
      <FieldError className={fieldStyles.error}>{field.errorMessage}</FieldError>
    </AriaTextField>
  );
}
