import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';
import styles from './admin-page.module.css';

type Props = {
  /** useSettingsForm's answer (only what this frame reads). */
  form: {
    submit: () => Promise<boolean>;
    isDirty: boolean;
    isSubmitting: boolean;
    notice: string | null;
  };
  children: ReactNode;
  /** `<testId>` on the form, `<testId>-error` on the notice; `saveTestId` on Save. */
  testId: string;
  saveTestId: string;
};

/**
 * A settings section's form: its inputs, the failure that belongs to no input, and Save. Leaving
 * with unsaved changes (a link, Back, the sidebar) asks Save & Close or Discard (spec §4), as the
 * editors do; reloading or closing the tab gets the browser's question.
 */
export function SettingsForm({ form, children, testId, saveTestId }: Props) {
  const { t } = useTranslation();
  const blocker = useUnsavedChangesGuard(form.isDirty);
  const saveAndLeave = async () => {
    if (await form.submit()) blocker.proceed?.();
    else blocker.reset?.();
  };
  return (
    <>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
        noValidate
        data-testid={testId}
      >
        {children}
        {form.notice && (
          <p className={styles.formError} role="alert" data-testid={`${testId}-error`}>
            {form.notice}
          </p>
        )}
        <div className={styles.formActions}>
          <Button type="submit" isDisabled={form.isSubmitting} data-testid={saveTestId}>
            {t(form.isSubmitting ? 'common.saving' : 'common.save')}
          </Button>
        </div>
      </form>
      {/* Outside the section's form: the dialog's own form must not submit it. */}
      <UnsavedChangesDialog
        isOpen={blocker.state === 'blocked'}
        isSaving={form.isSubmitting}
        onSaveAndClose={() => void saveAndLeave()}
        onDiscard={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}
