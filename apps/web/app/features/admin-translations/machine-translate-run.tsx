import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from './use-failure-toast.ts';
import { backgroundJobQuery, jobFinished } from '../../lib/jobs/jobs-api.ts';
import { Button } from '../../ui/button.tsx';
import { JobProgress } from '../../ui/job-progress.tsx';
import { addressLabel } from './translation-state.ts';
import { cancelTranslationJob, translationJobQuery, type TranslationJob } from './translations-api.ts';
import styles from './translations.module.css';

/**
 * A started run: the job's progress (asked every second until it finished), Cancel while it runs,
 * then what it did — translated, suggested, skipped as locked, refused and why.
 */
export function MachineTranslateRun({
  job,
  tenantId,
  onClose,
}: {
  job: TranslationJob;
  tenantId: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const failed = useFailureToast();
  // The job is queued once the start's transaction committed: until it is seen, "no such job" means
  // "not yet", not "gone".
  const seen = useRef(false);
  const progress = useQuery({
    ...backgroundJobQuery(job.ref),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data) seen.current = true;
      return data ? (jobFinished(data) ? false : 1_000) : seen.current ? false : 1_000;
    },
  });
  const finished = progress.data ? jobFinished(progress.data) : seen.current && progress.isSuccess;
  const reportQuery = useQuery(translationJobQuery(job.id, !finished, tenantId));
  const report = reportQuery.data ?? job;
  const { refetch } = reportQuery;
  // The last counts are written with the job's end: read them once more.
  useEffect(() => {
    if (finished) void refetch();
  }, [finished, refetch]);
  const [cancelling, setCancelling] = useState(false);
  const cancel = async () => {
    setCancelling(true);
    try {
      await cancelTranslationJob(job.ref, tenantId);
    } catch (error) {
      failed(error, 'admin.translationSaveFailed');
    }
    await progress.refetch();
  };
  const state = progress.data?.state ?? 'queued';
  return (
    <div
      className={styles.dialogBody}
      data-testid="machine-translate-run"
      data-state={finished ? state : 'running'}
    >
      {!finished && (
        <JobProgress percent={progress.data?.percent ?? null} step={progress.data?.step ?? null} />
      )}
      <p role="status" data-testid="machine-translate-report">
        {t('admin.translateReport', {
          translated: String(report.translated),
          suggested: String(report.suggested),
          skipped: String(report.skippedLocked),
          refused: String(report.refused.length),
        })}
      </p>
      {finished && (
        <p data-testid="machine-translate-outcome">
          {t(
            state === 'completed'
              ? 'admin.translateDone'
              : state === 'cancelled'
                ? 'admin.translateCancelled'
                : 'admin.translateFailed',
          )}
          {progress.data?.error ? ` ${progress.data.error}` : ''}
        </p>
      )}
      {report.refused.length > 0 && (
        <ul className={styles.refused} data-testid="machine-translate-refused">
          {report.refused.map((item) => (
            <li key={`${item.address}|${item.language}`}>
              <code>{addressLabel(item.address)}</code> ({item.language}): {t(item.problem)}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.dialogButtons}>
        {finished ? (
          <Button onPress={onClose} data-testid="machine-translate-close">
            {t('common.close')}
          </Button>
        ) : (
          <Button
            color="danger"
            isDisabled={cancelling}
            onPress={() => void cancel()}
            data-testid="machine-translate-cancel"
          >
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}
