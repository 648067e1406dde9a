import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import kitStyles from '../../../ui/admin-kit/admin-kit.module.css';
import { Button } from '../../../ui/button.tsx';
import { FormDialog } from '../../../ui/dialog.tsx';
import { contentAiStatusQuery } from '../../../lib/admin/content-ai-api.ts';
import { AiNotConfigured } from './ai-task-view.tsx';
import styles from './content-ai.module.css';

/** An AI dialog with only text and a Close button (an explanation, a task's steps, what it did). */
export function AiInfoDialog({
  title,
  children,
  onClose,
  testId,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog title={title} isOpen onClose={onClose} size="medium" testId={testId}>
      <div className={styles.body}>
        {children}
        <div className={kitStyles.formActions}>
          <Button color="neutral" onPress={onClose} data-testid="ai-close">
            {t('common.close')}
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}

/**
 * Its children once the server says an AI service is set up; until then the AI dialog says it is
 * loading, and without one what to configure (`<testId>-loading`, `-error`, `-not-configured`).
 */
export function AiConfiguredGate({
  title,
  testId,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const status = useQuery(contentAiStatusQuery);
  if (status.isPending)
    return (
      <AiInfoDialog title={title} onClose={onClose} testId={`${testId}-loading`}>
        <p className={styles.text}>{t('common.loading')}</p>
      </AiInfoDialog>
    );
  if (status.isError)
    return (
      <AiInfoDialog title={title} onClose={onClose} testId={`${testId}-error`}>
        <p className={kitStyles.formError} role="alert">
          {t('common.genericError')}
        </p>
      </AiInfoDialog>
    );
  if (!status.data?.configured)
    return (
      <AiInfoDialog title={title} onClose={onClose} testId={`${testId}-not-configured`}>
        <AiNotConfigured />
      </AiInfoDialog>
    );
  return children;
}
