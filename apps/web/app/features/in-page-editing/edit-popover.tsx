import type { ValidationError } from '@print/core/validation/messages';
import { useCallback, type ReactNode } from 'react';
import { Button, Dialog, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { userInputFailure } from '../../lib/api/user-input-error.ts';
import { useDismissOnLeave } from './dismiss-on-leave.ts';
import styles from './text-popover.module.css';

/** A save's outcome as the popovers show it: the server's message (with its values), or 'Saved'. */
export type Notice = { message: ValidationError; kind: 'error' | 'success' };

/** The message of a failed call: the field's error of the server's reason (it has the values), or its key. */
export function failureMessage(error: unknown): ValidationError {
  const failure = userInputFailure(error);
  if (!failure) return { key: 'common.genericError' };
  const field = Object.values(failure.fields).find((fieldError) => fieldError.key === failure.key);
  return field ?? { key: failure.key };
}

export const savedNotice: Notice = { message: { key: 'admin.inPageSaved' }, kind: 'success' };

/**
 * The frame of an in-page editor (spec §4 "Editing mode"): a popover at the marked element with a title,
 * closed by Escape, another window or a hidden tab (useDismissOnLeave), focus back on the mark after.
 */
export function EditPopover({
  anchor,
  title,
  testId,
  onClose,
  children,
}: {
  anchor: HTMLElement;
  title: ReactNode;
  testId: string;
  onClose: () => void;
  /** The content; given `close` to close it as Escape does (focus back on the mark). */
  children: ReactNode | ((close: () => void) => ReactNode);
}) {
  const close = useCallback(() => {
    onClose();
    // Back where the editor was (the mark is focusable while its kind's editor is active).
    if (anchor.isConnected) anchor.focus();
  }, [onClose, anchor]);
  useDismissOnLeave(true, close);
  return (
    <Popover
      triggerRef={{ current: anchor }}
      isOpen
      onOpenChange={(open) => !open && close()}
      placement="bottom start"
      className={styles.popover}
      data-edit-ui=""
    >
      <Dialog aria-labelledby={`${testId}-title`} className={styles.dialog} data-testid={testId}>
        <Heading id={`${testId}-title`} slot="title" className={styles.title}>
          {title}
        </Heading>
        {typeof children === 'function' ? children(close) : children}
      </Dialog>
    </Popover>
  );
}

/** The notice of the last save and the buttons: close, and save while there is something to save. */
export function SaveActions({
  notice,
  canSave,
  onClose,
}: {
  notice: Notice | null;
  canSave: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {notice && (
        <p
          className={notice.kind === 'error' ? styles.problem : styles.saved}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid="in-page-text-notice"
        >
          {t(notice.message.key, notice.message.params ?? {})}
        </p>
      )}
      <div className={styles.actions}>
        <Button className={styles.small} onPress={onClose}>
          {t('common.close')}
        </Button>
        <Button
          type="submit"
          className={styles.primary}
          isDisabled={!canSave}
          data-testid="in-page-text-save"
        >
          {t('common.save')}
        </Button>
      </div>
    </>
  );
}

/** What an editor shows until its text is read: the reason it cannot be, or that it is loading. */
export function LoadingOrProblem({ notice }: { notice: Notice | null }) {
  const { t } = useTranslation();
  return notice ? (
    <p className={styles.problem} role="alert">
      {t(notice.message.key, notice.message.params ?? {})}
    </p>
  ) : (
    <p className={styles.hint}>{t('admin.inPageLoading')}</p>
  );
}
