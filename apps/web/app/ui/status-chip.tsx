import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';
import styles from './status-chip.module.css';

/** The theme colour pair a chip takes (the tenant's palette: colors.<tone>.background/text). */
export type ChipTone = 'neutral' | 'info' | 'primary' | 'success' | 'warning' | 'danger';

type Props = {
  tone: ChipTone;
  children: ReactNode;
  className?: string;
  testId?: string;
  /** E.g. the status value itself, so tests and styles need not read the translated label. */
  value?: string;
};

/** A small rounded label for a state (order status and the like); the text carries the meaning. */
export function StatusChip({ tone, children, className, testId, value }: Props) {
  return (
    <span
      className={classNames(styles.chip, styles[tone], className)}
      data-testid={testId}
      data-value={value}
    >
      {children}
    </span>
  );
}
