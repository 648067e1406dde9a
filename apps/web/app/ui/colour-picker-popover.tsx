import { useState, type RefObject } from 'react';
import {
  ColorArea,
  ColorSlider,
  ColorThumb,
  Dialog,
  parseColor,
  Popover,
  SliderTrack,
  type Color,
} from 'react-aria-components';
import styles from './colour-input.module.css';

type Props = {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  /** The dialog's accessible name. */
  label: string;
  /** '#RRGGBB'. */
  value: string;
  /** The chosen colour as '#RRGGBB'. */
  onChange: (value: string) => void;
  onClose: () => void;
  testId: string;
};

/**
 * React Aria's colour area (saturation × brightness) and hue slider under the swatch: sliders with
 * their values announced in the shopper's language, moved by pointer or arrow keys.
 */
export function ColourPickerPopover({ triggerRef, isOpen, label, value, onChange, onClose, testId }: Props) {
  // Kept here, not only as hex: a grey has no hue of its own, and the slider must not jump to red.
  const [colour, setColour] = useState<Color>(() => parseColor(value).toFormat('hsb'));
  const shown =
    colour.toString('hex').toLowerCase() === value.toLowerCase() ? colour : parseColor(value).toFormat('hsb');
  const change = (next: Color) => {
    setColour(next);
    onChange(next.toString('hex'));
  };
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      placement="bottom start"
      className={styles.popover}
    >
      <Dialog aria-label={label} className={styles.dialog} data-testid={testId}>
        <ColorArea
          value={shown}
          onChange={change}
          colorSpace="hsb"
          xChannel="saturation"
          yChannel="brightness"
          className={styles.area}
        >
          <ColorThumb className={styles.thumb} />
        </ColorArea>
        <ColorSlider value={shown} onChange={change} colorSpace="hsb" channel="hue" className={styles.slider}>
          <SliderTrack className={styles.track}>
            <ColorThumb className={styles.thumb} />
          </SliderTrack>
        </ColorSlider>
      </Dialog>
    </Popover>
  );
}
