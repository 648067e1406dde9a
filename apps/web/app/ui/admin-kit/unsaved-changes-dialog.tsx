import type { FormEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import dialogStyles from '../dialog.module.css';
import styles from './admin-kit.module.css';

type Props = {
  isOpen: boolean;
  isSaving: boolean;
  onSaveAndClose: () => void;
  onDiscard: () => void;
  /** Escape, a click outside or Cancel: back to the editor, nothing lost. */
  onCancel: () => void;
};

/** Spec §4: leaving an editor with unsaved changes asks Save & Close or Discard (Enter saves). */
export function UnsavedChangesDialog({ isOpen, isSaving, onSaveAndClose, onDiscard, onCancel }: Props) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSaving) onSaveAndClose();
  };
  return (
    <ModalOverlay
      className={dialogStyles.overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Modal className={`${dialogStyles.modal} ${dialogStyles.medium}`}>
        <Dialog role="alertdialog" className={dialogStyles.dialog} data-testid="unsaved-changes-dialog">
          <form className={styles.form} onSubmit={submit}>
            <Heading slot="title" className={dialogStyles.title}>
              {t('cms.unsavedChangesTitle')}
            </Heading>
            <p className={styles.dialogText}>{t('cms.unsavedChangesText')}</p>
            <div className={styles.formActions}>
              <Button color="neutral" onPress={onCancel} data-testid="unsaved-cancel">
                {t('common.cancel')}
              </Button>
              <Button color="danger" onPress={onDiscard} data-testid="unsaved-discard">
                {t('cms.discard')}
              </Button>
              <Button type="submit" isDisabled={isSaving} autoFocus data-testid="unsaved-save-close">
                {t(isSaving ? 'common.saving' : 'cms.saveAndClose')}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
