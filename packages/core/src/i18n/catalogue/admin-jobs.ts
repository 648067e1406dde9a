import type { CatalogueText } from './types.ts';

// Background jobs on the admin's System page (decision 0035): failed jobs with their error, and the
// progress of a running one. Each queue and each step a job reports has a text here.
export const adminJobEntries: Record<string, CatalogueText> = {
  'admin.jobsTitle': { 'de-DE': 'Hintergrundaufgaben', 'en-GB': 'Background jobs' },
  'admin.jobsFailedIntro': {
    'de-DE':
      'Aufgaben, die auch nach allen Wiederholungen fehlgeschlagen sind. Sie bleiben 14 Tage sichtbar und können erneut gestartet werden.',
    'en-GB': 'Jobs that failed even after every retry. They stay visible for 14 days and can be run again.',
  },
  'admin.jobsFailedNone': {
    'de-DE': 'Keine fehlgeschlagenen Aufgaben.',
    'en-GB': 'No failed jobs.',
  },
  'admin.jobsLoadError': {
    'de-DE': 'Die Hintergrundaufgaben konnten nicht geladen werden.',
    'en-GB': 'The background jobs could not be loaded.',
  },
  'admin.jobsColumnJob': { 'de-DE': 'Aufgabe', 'en-GB': 'Job' },
  'admin.jobsColumnError': { 'de-DE': 'Fehler', 'en-GB': 'Error' },
  'admin.jobsColumnAttempts': { 'de-DE': 'Versuche', 'en-GB': 'Attempts' },
  'admin.jobsColumnFailedAt': { 'de-DE': 'Fehlgeschlagen am', 'en-GB': 'Failed at' },
  'admin.jobsRetry': { 'de-DE': 'Erneut versuchen', 'en-GB': 'Retry' },
  'admin.jobsRetried': {
    'de-DE': 'Die Aufgabe wurde erneut eingeplant.',
    'en-GB': 'The job was queued again.',
  },
  'admin.jobsRetryFailed': {
    'de-DE': 'Die Aufgabe konnte nicht erneut eingeplant werden.',
    'en-GB': 'The job could not be queued again.',
  },
  'admin.jobsNotRunning': {
    'de-DE': 'Die Warteschlange für Hintergrundaufgaben läuft nicht.',
    'en-GB': 'The background job queue is not running.',
  },
  'admin.jobProgress': {
    'de-DE': '{percent} % – {step}',
    'en-GB': '{percent}% – {step}',
    context: 'A running background job: how far it is and the step it is on',
  },
  // Queues: admin.jobQueue + the queue's name in camel case (lib/jobs/jobs-api.ts)
  'admin.jobQueueMailDeliver': { 'de-DE': 'E-Mail zustellen', 'en-GB': 'Deliver e-mail' },
  'admin.jobQueueMailSweep': { 'de-DE': 'Wartende E-Mails einplanen', 'en-GB': 'Queue waiting e-mails' },
  'admin.jobQueuePaymentsRecoverCardOrders': {
    'de-DE': 'Offene Kartenzahlungen abgleichen',
    'en-GB': 'Settle open card payments',
  },
  'admin.jobQueueJobsPruneProgress': {
    'de-DE': 'Alte Fortschrittsangaben löschen',
    'en-GB': 'Remove old job progress',
  },
  // Why a job acting for a user refused (platform/service-context.ts): shown as the failed job's error
  'admin.jobUserGone': {
    'de-DE': 'Der Benutzer, für den die Aufgabe läuft, ist nicht mehr angemeldet oder gelöscht.',
    'en-GB': 'The user this job acts for has been signed out or removed.',
  },
  'admin.jobRightMissing': {
    'de-DE': 'Dem Benutzer, für den die Aufgabe läuft, fehlt das Recht dazu.',
    'en-GB': 'The user this job acts for no longer has the right to do it.',
  },
  // Steps
  'admin.jobStepSettling': { 'de-DE': 'Zahlungen werden abgeglichen', 'en-GB': 'Settling payments' },
  'admin.jobStepSettled': { 'de-DE': 'Zahlungen abgeglichen', 'en-GB': 'Payments settled' },
};
