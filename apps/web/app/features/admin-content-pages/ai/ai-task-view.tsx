import { useTranslation } from 'react-i18next';
import { JobProgress } from '../../../ui/job-progress.tsx';
import kitStyles from '../../../ui/admin-kit/admin-kit.module.css';
import type { ContentAiTask } from '../../../lib/admin/content-ai-api.ts';
import styles from './content-ai.module.css';

// What an AI task shows while it runs and once it ended: the spec's steps (Generating page, Adding
// layouts, Translating, Adding image placeholders) with the one it is on, its progress, and what it
// found or why it failed.

/** The AI page wizard's steps (spec §4), as the server reports them. */
export const GENERATION_STEPS = [
  'cms.aiWizardGeneratingPage',
  'cms.aiWizardAddingLayouts',
  'cms.aiWizardTranslating',
  'cms.aiWizardAddingImagePlaceholders',
] as const;

const stateOf = (task: ContentAiTask, steps: readonly string[], index: number) => {
  if (task.state === 'done') return 'done';
  const current = task.step ? steps.indexOf(task.step) : -1;
  if (index < current) return 'done';
  return index === current && task.state !== 'failed' ? 'current' : 'pending';
};

const STATE_KEYS = { done: 'cms.aiStepDone', current: 'cms.aiStepCurrent', pending: 'cms.aiStepPending' };

/** The steps with the one the task is on, and its progress bar. Changes are announced politely. */
export function AiTaskSteps({ task, steps }: { task: ContentAiTask; steps: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" className={styles.progress}>
      <ol className={styles.steps} data-testid="ai-steps">
        {steps.map((key, index) => {
          const state = stateOf(task, steps, index);
          return (
            <li
              key={key}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              data-testid={`ai-step-${index}`}
            >
              {t(key)}
              <span className={kitStyles.visuallyHidden}>{` (${t(STATE_KEYS[state])})`}</span>
            </li>
          );
        })}
      </ol>
      {task.state !== 'done' && task.state !== 'failed' && (
        <JobProgress percent={task.percent} step={task.step} />
      )}
    </div>
  );
}

/** What the task found on the way: repaired settings, pictures to choose, translations refused. */
export function AiTaskFindings({ task }: { task: ContentAiTask }) {
  const { t } = useTranslation();
  const lines = [
    task.repairedCount > 0 && t('cms.aiRepaired', { count: String(task.repairedCount) }),
    task.imagePlaceholders > 0 && t('cms.aiImagePlaceholders', { count: String(task.imagePlaceholders) }),
    task.translatedCount > 0 && t('cms.aiTranslated', { count: String(task.translatedCount) }),
    task.refusedTexts.length > 0 && t('cms.aiRefusedTexts', { count: String(task.refusedTexts.length) }),
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <ul className={styles.findings} data-testid="ai-findings">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** Why the task failed, in the server's words (a text key with its values). */
export function AiTaskError({ task }: { task: ContentAiTask }) {
  const { t } = useTranslation();
  if (task.state !== 'failed') return null;
  const params = (task.errorParams ?? {}) as Record<string, string>;
  return (
    <p className={kitStyles.formError} role="alert" data-testid="ai-task-error">
      {t(task.error ?? 'admin.aiFailed', params)}
    </p>
  );
}

/** What to configure when the server has no AI service. */
export function AiNotConfigured() {
  const { t } = useTranslation();
  return (
    <div className={styles.note} data-testid="ai-not-configured">
      <p className={styles.text}>
        <strong>{t('cms.aiNotConfiguredTitle')}</strong>
      </p>
      <p className={styles.text}>{t('cms.aiNotConfiguredText')}</p>
    </div>
  );
}
