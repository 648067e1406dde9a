import { checkMustMatch } from '@print/core/validation/text-rules';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Dialog,
  FieldError,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  TextField,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import fieldStyles from '../../ui/field.module.css';
import type { ConfirmOptions } from './confirm-types.ts';
import styles from './confirm-dialog.module.css';

type Props = { options: ConfirmOptions | null; onSettle: (confirmed: boolean) => void };

/**
 * Enter confirms (the content is a form whose submit button is the confirm button), Escape and a
 * click outside cancel. In `stringConfirm` confirming stays disabled until the phrase matches; an
 * empty phrase never matches (a caller that forgot it must not get a one-press confirmation). The
 * mismatch message only shows once something has been typed.
 */
export function ConfirmDialog({ options, onSettle }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const messageId = useId();
  const needsPhrase = options?.severity === 'stringConfirm';
  const phrase = options?.severity === 'stringConfirm' ? options.phrase : '';
  const matches = !needsPhrase || (phrase !== '' && checkMustMatch(typed, phrase) === null);
  const showMismatch = needsPhrase && typed !== '' && !matches;

  const close = (confirmed: boolean) => {
    setTyped('');
    onSettle(confirmed);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) close(true);
  };
  // Controls handle Enter themselves (submit, or pressing the focused button); this covers focus
  // on the dialog surface, e.g. after clicking its text.
  useEffect(() => {
    if (options === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== 'Enter' || target?.closest('button, input, textarea, select, a') || !matches) return;
      if (!target?.closest('[role="alertdialog"]')) return;
      event.preventDefault();
      setTyped('');
      onSettle(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [options, matches, onSettle]);

  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={options !== null}
      isDismissable
      onOpenChange={(open) => {
        if (!open) close(false);
      }}
    >
      <Modal className={options?.details ? `${styles.modal} ${styles.wide}` : styles.modal}>
        <Dialog
          role="alertdialog"
          className={styles.dialog}
          aria-describedby={messageId}
          data-testid="confirm-dialog"
        >
          <form onSubmit={submit} className={styles.form}>
            <Heading slot="title" className={styles.title}>
              {options?.title ?? t('common.promptHeadline')}
            </Heading>
            <p id={messageId} className={styles.message}>
              {options?.message}
            </p>
            {options?.details && <div className={styles.details}>{options.details}</div>}
            {needsPhrase && (
              <TextField
                className={fieldStyles.field}
                value={typed}
                onChange={setTyped}
                isInvalid={showMismatch}
                validationBehavior="aria"
                autoFocus
                autoComplete="off"
                data-testid="confirm-phrase"
              >
                <Label className={fieldStyles.label}>
                  {t('common.stringConfirmInstruction', { phrase })}
                </Label>
                <Input className={fieldStyles.input} spellCheck={false} />
                <FieldError className={fieldStyles.error}>{t('validation.mustMatch')}</FieldError>
              </TextField>
            )}
            <div className={styles.actions}>
              <Button color="neutral" onPress={() => close(false)}>
                {options?.cancelLabel ?? t('common.cancel')}
              </Button>
              <Button
                type="submit"
                color={needsPhrase ? 'danger' : 'primary'}
                isDisabled={!matches}
                autoFocus={!needsPhrase}
              >
                {options?.confirmLabel ?? t('common.confirm')}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
