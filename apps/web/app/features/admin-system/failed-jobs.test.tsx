import type { SessionInfo } from '@print/core/auth/auth-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { FAILED_JOBS_KEY, type BackgroundJob } from '../../lib/jobs/jobs-api.ts';
import { registeredSession, renderWithShell } from '../../shell/test-helpers.tsx';
import { JobProgress } from '../../ui/job-progress.tsx';
import { FailedJobs } from './failed-jobs.tsx';

// Server rendering of the System page's background jobs with the answer already in the query cache.

const admin: SessionInfo = { ...registeredSession, rights: ['admin.access', 'tenant.settings'] };

const failedMail: BackgroundJob = {
  ref: 'mail.deliver:7d9d1c1e-4a8e-4c55-9d0e-2f1f9a0b1c2d',
  queue: 'mail.deliver',
  state: 'failed',
  attempts: 5,
  percent: null,
  step: null,
  error: '550 mailbox unavailable',
  createdAt: '2026-11-27T09:00:00.000Z',
  finishedAt: '2026-11-27T09:03:00.000Z',
};

function render(jobs: BackgroundJob[] | null): string {
  const client = createQueryClient();
  if (jobs) client.setQueryData(FAILED_JOBS_KEY, jobs);
  return renderWithShell(
    '/admin/system',
    <QueryClientProvider client={client}>
      <FailedJobs />
    </QueryClientProvider>,
    admin,
  );
}

describe('/admin/system background jobs', () => {
  it('lists a failed job by what it did, with its attempts, error and a retry button', () => {
    const html = render([failedMail]);
    expect(html).toContain('Background jobs');
    expect(html).toContain('Deliver e-mail');
    expect(html).toContain('550 mailbox unavailable');
    expect(html).toMatch(/Attempts<\/dt><dd>5<\/dd>/);
    expect(html).toContain('Retry');
  });

  it('says so when nothing failed, and shows loading before the answer', () => {
    expect(render([])).toContain('No failed jobs.');
    expect(render(null)).toContain('Loading…');
  });

  it('names a queue without a text by its name rather than a key', () => {
    expect(render([{ ...failedMail, queue: 'imports.csv' }])).toContain('imports.csv');
  });
});

describe('job progress', () => {
  it('shows the percentage and the translated step on the bar and beside it', () => {
    const html = renderWithShell('/', <JobProgress percent={40} step="admin.jobStepSettling" />, admin);
    expect(html).toMatch(/<progress[^>]*value="40"/);
    expect(html).toContain('40% – Settling payments');
  });

  it('is indeterminate while the job has not reported', () => {
    const html = renderWithShell('/', <JobProgress percent={null} step={null} />, admin);
    expect(html).not.toMatch(/<progress[^>]*value=/);
  });
});
