import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import { FormDialog } from '../dialog.tsx';
import { useConfirm } from '../../shell/confirm/confirm-provider.tsx';
import styles from './admin-kit.module.css';

type Props = {
  title: string;
  /** Something was typed: closing asks first. */
  isDirty: boolean;
  isSaving: boolean;
  /** The failure that belongs to no input, already translated. */
  notice: string | null;
  /** Runs the form's checks and saves; the dialog stays open until the screen closes it. */
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  size?: 'medium' | 'large';
  /** `<testId>` on the dialog, `<testId>-error` on the notice, `save-<saveTestId>` on Save. */
  testId: string;
  saveTestId: string;
  /** The submit button's text when it is not 'Save' (e.g. 'Create page'), already translated. */
  saveLabel?: string;
};

/**
 * The admin's create/edit dialog: Enter in a field saves, Escape and Cancel close — after asking
 * when something was typed —, and a failed save keeps everything typed with the errors beside it.
 */
export function AdminFormDialog({
  title,
  isDirty,
  isSaving,
  notice,
  onSubmit,
  onClose,
  children,
  size = 'large',
  testId,
  saveTestId,
  saveLabel,
}: Props) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const requestClose = async () => {
    if (
      isDirty &&
      !(await confirm({
        severity: 'confirmOnly',
        title: t('cms.unsavedChangesTitle'),
        message: t('admin.discardChangesQuestion'),
        confirmLabel: t('cms.discard'),
      }))
    )
      return;
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSaving) onSubmit();
  };
  return (
    <FormDialog title={title} isOpen onClose={() => void requestClose()} size={size} testId={testId}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {children}
        {notice && (
          <p className={styles.formError} role="alert" data-testid={`${testId}-error`}>
            {notice}
          </p>
        )}
        <div className={styles.formActions}>
          <Button color="neutral" onPress={() => void requestClose()}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isDisabled={isSaving} data-testid={`save-${saveTestId}`}>
            {isSaving ? t('common.saving') : (saveLabel ?? t('common.save'))}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
