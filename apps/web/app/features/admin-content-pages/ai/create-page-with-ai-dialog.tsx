import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { AiConfiguredGate, AiInfoDialog } from './ai-info-dialog.tsx';
import { AiPromptDialog } from './ai-prompt-dialog.tsx';
import { AiTaskError, AiTaskFindings, AiTaskSteps, GENERATION_STEPS } from './ai-task-view.tsx';
import { contentAiTaskQuery, generatePageWithAi } from '../../../lib/admin/content-ai-api.ts';
import styles from './content-ai.module.css';

// "Create with AI" on /admin/pages (issue 25): the prompt ('Please enter a prompt' when empty, 'Failed
// to submit prompt' when the server refuses), then the spec's four steps as the server's task reports
// them, then a link to the new page (an inactive draft) with what was found on the way. Without an AI
// service the dialog says what to configure. The pages list is asked again once the page exists.

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
    <AiInfoDialog title={t('cms.aiWizardTitle')} onClose={onClose} testId="ai-page-progress">
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
    </AiInfoDialog>
  );
}

/** The whole dialog: the explanation without AI, else the prompt, then the task's progress. */
export function CreatePageWithAiDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [started, setStarted] = useState<{ taskId: string | null; prompt: string }>({
    taskId: null,
    prompt: '',
  });
  return (
    <AiConfiguredGate title={t('cms.aiWizardTitle')} testId="ai-page" onClose={onClose}>
      {started.taskId ? (
        <ProgressStep
          taskId={started.taskId}
          onRetry={() => setStarted({ taskId: null, prompt: started.prompt })}
          onClose={onClose}
        />
      ) : (
        <AiPromptDialog
          title={t('cms.aiWizardTitle')}
          label={t('cms.aiPromptLabel')}
          hint={t('cms.aiPromptHint')}
          submitLabel={t('cms.aiPromptSubmit')}
          prompt={started.prompt}
          testId="ai-page-form"
          saveTestId="ai-page"
          send={(prompt, requestKey) => generatePageWithAi(requestKey, prompt)}
          onSent={(task, prompt) => setStarted({ taskId: task.id, prompt })}
          onClose={onClose}
        />
      )}
    </AiConfiguredGate>
  );
}
