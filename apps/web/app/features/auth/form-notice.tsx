import type { ReactNode } from 'react';
import { classNames } from '../../ui/class-names.ts';
import styles from './auth.module.css';

export type NoticeKind = 'error' | 'success' | 'info';

/** A message held as a catalogue key, so it follows a language switch while it is shown. */
export type Notice = { kind: NoticeKind; key: string; params?: Record<string, string> };

/**
 * An inline message inside a form. Errors are alerts (announced at once); success and info are
 * polite status messages.
 */
export function FormNotice({
  kind,
  children,
  testId,
}: {
  kind: NoticeKind;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <p
      className={classNames(styles.notice, styles[kind])}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      data-kind={kind}
    >
      {children}
    </p>
  );
}
