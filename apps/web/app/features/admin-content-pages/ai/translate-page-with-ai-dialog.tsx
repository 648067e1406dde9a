import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../../lib/i18n/language-cookie.ts';
import { useShell } from '../../../shell/shell-context.tsx';
import kitStyles from '../../../ui/admin-kit/admin-kit.module.css';
import { Button } from '../../../ui/button.tsx';
import { FormDialog } from '../../../ui/dialog.tsx';
import { notify } from '../../../ui/toast.ts';
import { aiRefusalMessage } from './ai-error-message.ts';
import { AiNotConfigured, AiTaskError, AiTaskFindings, AiTaskSteps } from './ai-task-view.tsx';
import {
  contentAiStatusQuery,
  contentAiTaskQuery,
  newRequestKey,
  translatePageWithAi,
} from '../../../lib/admin/content-ai-api.ts';
import styles from './content-ai.module.css';

// "Translate with AI" on /admin/pages/:id (issue 25): the texts of the page that the shop's other
// languages lack, translated from its default language and saved as the page's next version (existing
// translations stay). The dialog says what will happen, follows the task, and says what was
// translated and refused; the page is loaded again afterwards, at its new version.

const STEPS = ['cms.aiWizardTranslating'];

function Progress({ taskId, onTranslated }: { taskId: string; onTranslated?: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const task = useQuery(contentAiTaskQuery(taskId)).data;
  const done = task?.state === 'done';
  const saved = done && task.translatedCount > 0;
  const announced = useRef(false);
  useEffect(() => {
    if (!saved || announced.current) return;
    announced.current = true;
    // The page (its settings, the list) at the version the translation saved.
    void queryClient.invalidateQueries({ queryKey: ['admin', 'contentPages'] });
    onTranslated?.();
  }, [saved, queryClient, onTranslated]);
  if (!task) return <p className={styles.text}>{t('common.loading')}</p>;
  return (
    <>
      <AiTaskSteps task={task} steps={STEPS} />
      <AiTaskError task={task} />
      {done && (
        <p className={styles.text} data-testid="ai-translation-done">
          {t(task.translatedCount > 0 ? 'cms.aiTranslationSaved' : 'cms.aiNothingToTranslate')}
        </p>
      )}
      {done && <AiTaskFindings task={task} />}
    </>
  );
}

/** The dialog of one page: the explanation without AI or without other languages, else the translation. */
export function TranslatePageWithAiDialog({
  pageId,
  onClose,
  onTranslated,
}: {
  pageId: string;
  onClose: () => void;
  /** The translation was saved as the page's next version. */
  onTranslated?: () => void;
}) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const status = useQuery(contentAiStatusQuery);
  const [taskId, setTaskId] = useState<string | null>(null);
  const requestKey = useRef(newRequestKey());
  const [refusal, setRefusal] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => translatePageWithAi(requestKey.current, pageId),
    onSuccess: (task) => setTaskId(task.id),
    onError: (error) => {
      setRefusal(aiRefusalMessage(t, error));
      notify(t('admin.aiFailed'), 'error');
    },
  });
  const others = tenant.languages.filter((language) => language.code !== tenant.defaultLanguage);
  const names = (codes: string[]) => codes.map((code) => t(languageNameKey(code))).join(', ');

  let body: React.ReactNode;
  if (status.isPending) body = <p className={styles.text}>{t('common.loading')}</p>;
  else if (status.isError) body = <p className={kitStyles.formError}>{t('common.genericError')}</p>;
  else if (!status.data.configured) body = <AiNotConfigured />;
  else if (others.length === 0) body = <p className={styles.text}>{t('cms.aiOneLanguage')}</p>;
  else if (taskId) body = <Progress taskId={taskId} onTranslated={onTranslated} />;
  else
    body = (
      <>
        <p className={styles.text} data-testid="ai-translate-intro">
          {t('cms.aiTranslateIntro', {
            languages: names(others.map((language) => language.code)),
            source: names([tenant.defaultLanguage]),
          })}
        </p>
        {refusal && (
          <p className={kitStyles.formError} role="alert" data-testid="ai-translate-refused">
            {refusal}
          </p>
        )}
      </>
    );
  const canStart = Boolean(status.data?.configured) && others.length > 0 && !taskId;

  return (
    <FormDialog
      title={t('cms.aiTranslate')}
      isOpen
      onClose={onClose}
      size="medium"
      testId="ai-translate-dialog"
    >
      <div className={styles.body}>
        {body}
        <div className={kitStyles.formActions}>
          <Button color="neutral" onPress={onClose} data-testid="ai-close">
            {t('common.close')}
          </Button>
          {canStart && (
            <Button
              onPress={() => start.mutate()}
              isDisabled={start.isPending}
              data-testid="ai-translate-start"
            >
              {t('cms.aiTranslateStart')}
            </Button>
          )}
        </div>
      </div>
    </FormDialog>
  );
}
