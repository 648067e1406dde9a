import type { ButtonColor, ButtonSize } from '@print/core/constants';
import { Button as AriaButton } from 'react-aria-components/Button';
import type { ButtonProps as AriaButtonProps, PressEvent } from 'react-aria-components';
import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';
import { useRipple } from './ripple.tsx';
import styles from './button.module.css';

export type ButtonStyleProps = { color?: ButtonColor; size?: ButtonSize; className?: string };

/** The class list shared by buttons and button-styled links. */
export function buttonClassName({ color = 'primary', size = 'medium', className }: ButtonStyleProps): string {
  return classNames(styles.button, styles[color], styles[size], className);
}

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style' | 'children'> &
  ButtonStyleProps & { children: ReactNode };

/**
 * The design-system button (spec §3 colours × sizes) on React Aria's Button, so mouse, touch and
 * keyboard presses behave the same; a disabled button always takes the `disabled` colour.
 */
export function Button({
  color = 'primary',
  size = 'medium',
  className,
  children,
  onPressStart,
  ...props
}: ButtonProps) {
  const { start, ripples } = useRipple();
  const handlePressStart = (event: PressEvent) => {
    const box = event.target.getBoundingClientRect();
    // Keyboard presses have no pointer position; ripple from the centre.
    const fromCentre = event.pointerType === 'keyboard' || event.pointerType === 'virtual';
    start(event.target, fromCentre ? box.width / 2 : event.x, fromCentre ? box.height / 2 : event.y);
    onPressStart?.(event);
  };
  return (
    <AriaButton
      {...props}
      onPressStart={handlePressStart}
      className={buttonClassName({ color: props.isDisabled ? 'disabled' : color, size, className })}
    >
      {children}
      {ripples}
    </AriaButton>
  );
}
