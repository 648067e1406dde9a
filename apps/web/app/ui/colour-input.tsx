import { COLOUR_PATTERN } from '@print/core/print/product-field';
import { useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styles from './colour-input.module.css';
import { onFirstUse } from './on-first-use.tsx';
import { TextField } from './text-field.tsx';

// The picker (React Aria's colour area and hue slider) loads when a shopper first opens it: the product
// form and the admin's preview carry only this swatch button and the hex input until then.
const picker = onFirstUse(() =>
  import('./colour-picker-popover.tsx').then((module) => module.ColourPickerPopover),
);

type Props = {
  /** The field's name: the hex input's, and `<testId>-swatch` on the swatch button. */
  name: string;
  label: string;
  /** '#RRGGBB' as typed; anything else until it is one. */
  value: string;
  isRequired: boolean;
  errorMessage: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  testId: string;
};

/**
 * A colour: the hex code typed ('#RRGGBB', checked by the field's rules), or chosen with the picker
 * that a press on the swatch opens (keyboard: arrows on its area and hue slider, Escape closes).
 */
export function ColourInput({
  name,
  label,
  value,
  isRequired,
  errorMessage,
  onChange,
  onBlur,
  testId,
}: Props) {
  const { t } = useTranslation();
  const swatch = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const colour = COLOUR_PATTERN.test(value) ? value : null;
  const chooseLabel = t('shop.formColourChoose', { field: label });
  return (
    <div className={styles.row}>
      <AriaButton
        ref={swatch}
        className={styles.swatch}
        aria-label={chooseLabel}
        aria-expanded={isOpen}
        onPress={() => {
          setOpened(true);
          setOpen(true);
        }}
        onHoverStart={picker.preload}
        onFocus={picker.preload}
        data-testid={`${testId}-swatch`}
      >
        <span
          className={styles.colour}
          // An empty or unfinished code shows the swatch empty (striped), not some colour.
          style={colour ? { background: colour } : undefined}
          data-empty={colour ? undefined : true}
        />
      </AriaButton>
      <TextField
        label={label}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        isRequired={isRequired}
        errorMessage={errorMessage}
        placeholder="#RRGGBB"
        testId={testId}
      />
      {opened && (
        <picker.Loaded
          triggerRef={swatch}
          isOpen={isOpen}
          label={chooseLabel}
          value={colour ?? '#000000'}
          onChange={onChange}
          onClose={() => {
            setOpen(false);
            onBlur();
          }}
          testId={`${testId}-picker`}
        />
      )}
    </div>
  );
}
