import { checkAiPrompt } from '@print/core/pages/ai-prompt';
import type { ValidationError } from '@print/core/validation/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFormDialog } from '../../../ui/admin-kit/admin-form-dialog.tsx';
import { useAdminForm } from '../../../ui/admin-kit/use-admin-form.ts';
import kitStyles from '../../../ui/admin-kit/admin-kit.module.css';
import { Button } from '../../../ui/button.tsx';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { FormDialog } from '../../../ui/dialog.tsx';
import { aiRefusalMessage } from './ai-error-message.ts';
import {
  AiNotConfigured,
  AiTaskError,
  AiTaskFindings,
  AiTaskSteps,
  GENERATION_STEPS,
} from './ai-task-view.tsx';
import {
  contentAiStatusQuery,
  contentAiTaskQuery,
  generatePageWithAi,
  newRequestKey,
  type ContentAiTask,
} from '../../../lib/admin/content-ai-api.ts';
import { PromptField } from './prompt-field.tsx';
import styles from './content-ai.module.css';

// "Create with AI" on /admin/pages (issue 25): the prompt ('Please enter a prompt' when empty, 'Failed
// to submit prompt' when the server refuses), then the spec's four steps as the server's task reports
// them, then a link to the new page (an inactive draft) with what was found on the way. Without an AI
// service the dialog says what to configure. The pages list is asked again once the page exists.

type Values = { prompt: string };
const FIELD_NAMES = ['prompt'];

/** A dialog with only text and a Close button (the explanation, the steps). */
function InfoDialog({
  children,
  onClose,
  testId,
}: {
  children: React.ReactNode;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog title={t('cms.aiWizardTitle')} isOpen onClose={onClose} size="medium" testId={testId}>
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

function PromptStep({
  prompt,
  onStarted,
  onClose,
}: {
  prompt: string;
  onStarted: (task: ContentAiTask, prompt: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // One key per prompt: the same prompt sent again (an answer lost on the way) is the same task.
  const request = useRef({ prompt: '', key: '' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useAdminForm<Values, ContentAiTask>({
    defaultValues: { prompt },
    rules: (values): Record<string, ValidationError> => {
      const problem = checkAiPrompt(values.prompt);
      return problem ? { prompt: problem } : {};
    },
    onSubmit: async (values) => {
      if (request.current.prompt !== values.prompt)
        request.current = { prompt: values.prompt, key: newRequestKey() };
      setRefusal(null);
      try {
        return await generatePageWithAi(request.current.key, values.prompt);
      } catch (error) {
        setRefusal(aiRefusalMessage(t, error));
        throw error;
      }
    },
    fieldNames: FIELD_NAMES,
    failedKey: 'cms.aiPromptFailed',
    onSaved: (task, values) => onStarted(task, values.prompt),
  });
  return (
    <AdminFormDialog
      title={t('cms.aiWizardTitle')}
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      notice={refusal ?? form.notice}
      onSubmit={() => void form.submit()}
      onClose={onClose}
      size="medium"
      testId="ai-page-form"
      saveTestId="ai-page"
      saveLabel={t('cms.aiPromptSubmit')}
    >
      <PromptField
        label={t('cms.aiPromptLabel')}
        description={t('cms.aiPromptHint')}
        field={form.field('prompt')}
        testId="ai-prompt"
      />
    </AdminFormDialog>
  );
}

function ProgressStep({
  taskId,
  onRetry,
  onClose,
}: {
  taskId: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const task = useQuery(contentAiTaskQuery(taskId)).data;
  const done = task?.state === 'done';
  useEffect(() => {
    // The new page shows in the list behind the dialog.
    if (done) void queryClient.invalidateQueries({ queryKey: ['admin', 'contentPages'] });
  }, [done, queryClient]);
  return (
    <InfoDialog onClose={onClose} testId="ai-page-progress">
      {task ? (
        <AiTaskSteps task={task} steps={GENERATION_STEPS} />
      ) : (
        <p className={styles.text}>{t('common.loading')}</p>
      )}
      {task && !done && task.state !== 'failed' && <p className={styles.text}>{t('cms.aiWorking')}</p>}
      {task && <AiTaskError task={task} />}
      {done && (
        <>
          <p className={styles.text} data-testid="ai-page-ready">
            {t('cms.aiPageReady')}
          </p>
          <AiTaskFindings task={task} />
          {task.pageId && (
            <ButtonLink to={`/admin/pages/${task.pageId}`} onClick={onClose} data-testid="ai-open-page">
              {t('cms.aiOpenPage')}
            </ButtonLink>
          )}
        </>
      )}
      {task?.state === 'failed' && (
        <Button onPress={onRetry} data-testid="ai-retry">
          {t('cms.aiTryAgain')}
        </Button>
      )}
    </InfoDialog>
  );
}

/** The whole dialog: the explanation without AI, else the prompt, then the task's progress. */
export function CreatePageWithAiDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const status = useQuery(contentAiStatusQuery);
  const [started, setStarted] = useState<{ taskId: string | null; prompt: string }>({
    taskId: null,
    prompt: '',
  });
  if (status.isPending)
    return (
      <InfoDialog onClose={onClose} testId="ai-page-loading">
        <p className={styles.text}>{t('common.loading')}</p>
      </InfoDialog>
    );
  if (status.isError)
    return (
      <InfoDialog onClose={onClose} testId="ai-page-error">
        <p className={kitStyles.formError} role="alert">
          {t('common.genericError')}
        </p>
      </InfoDialog>
    );
  if (!status.data?.configured)
    return (
      <InfoDialog onClose={onClose} testId="ai-page-not-configured">
        <AiNotConfigured />
      </InfoDialog>
    );
  if (!started.taskId)
    return (
      <PromptStep
        prompt={started.prompt}
        onStarted={(task, prompt) => setStarted({ taskId: task.id, prompt })}
        onClose={onClose}
      />
    );
  return (
    <ProgressStep
      taskId={started.taskId}
      onRetry={() => setStarted({ taskId: null, prompt: started.prompt })}
      onClose={onClose}
    />
  );
}
