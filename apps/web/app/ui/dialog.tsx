import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';
import styles from './dialog.module.css';

export type FormDialogProps = {
  title: string;
  isOpen: boolean;
  /** Escape and the form's own cancel button close it; a click outside does not (typed data stays). */
  onClose: () => void;
  children: ReactNode;
  size?: 'medium' | 'large';
  testId?: string;
};

/** A modal dialog for a form (create/edit in the admin): focus is trapped inside and restored after. */
export function FormDialog({ title, isOpen, onClose, children, size = 'medium', testId }: FormDialogProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={classNames(styles.modal, styles[size])}>
        <Dialog className={styles.dialog} data-testid={testId}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
