import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  failedJobsQuery,
  jobQueueLabelKey,
  FAILED_JOBS_KEY,
  retryBackgroundJob,
  type BackgroundJob,
} from '../../lib/jobs/jobs-api.ts';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.ts';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import styles from './system.module.css';

/**
 * The System page's background jobs (decision 0035): jobs that failed every retry, with their error, and
 * a way to run one again (e.g. once the mail server is reachable again).
 */
export function FailedJobs() {
  const { t } = useTranslation();
  const failed = useQuery(failedJobsQuery);
  return (
    <section className={styles.section} aria-labelledby="background-jobs-title" data-testid="failed-jobs">
      <h2 id="background-jobs-title" className={styles.heading}>
        {t('admin.jobsTitle')}
      </h2>
      <p className={adminStyles.muted}>{t('admin.jobsFailedIntro')}</p>
      {failed.data ? (
        failed.data.length === 0 ? (
          <p className={adminStyles.notice}>{t('admin.jobsFailedNone')}</p>
        ) : (
          <ul className={styles.jobs}>
            {failed.data.map((job) => (
              <FailedJob key={job.ref} job={job} />
            ))}
          </ul>
        )
      ) : (
        <p className={adminStyles.notice} role={failed.isError ? 'alert' : 'status'}>
          {t(failed.isError ? 'admin.jobsLoadError' : 'common.loading')}
        </p>
      )}
    </section>
  );
}

function FailedJob({ job }: { job: BackgroundJob }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryBackgroundJob(job.ref),
    onSuccess: (retried) =>
      notify(t(retried ? 'admin.jobsRetried' : 'admin.jobsRetryFailed'), retried ? 'success' : 'error'),
    onError: () => notify(t('admin.jobsRetryFailed'), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAILED_JOBS_KEY }),
  });
  const title = t(jobQueueLabelKey(job.queue), { defaultValue: job.queue });
  return (
    <li className={styles.job}>
      <dl className={styles.jobFacts}>
        <dt>{t('admin.jobsColumnJob')}</dt>
        <dd>{title}</dd>
        <dt>{t('admin.jobsColumnFailedAt')}</dt>
        <dd>{job.finishedAt ? formatDateTime(job.finishedAt, i18n.language) : '–'}</dd>
        <dt>{t('admin.jobsColumnAttempts')}</dt>
        <dd>{job.attempts}</dd>
        <dt>{t('admin.jobsColumnError')}</dt>
        <dd className={styles.jobError}>{job.error ?? '–'}</dd>
      </dl>
      <Button color="secondary" size="small" isDisabled={retry.isPending} onPress={() => retry.mutate()}>
        {t('admin.jobsRetry')}
      </Button>
    </li>
  );
}
