import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { findTenantIdByHost } from '../../modules/tenancy/tenancy.service.ts';
import { translationStates } from '../../modules/i18n/translation-states.tables.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { startJobQueue, type JobDefinition, type JobQueue } from '../../platform/jobs/job-queue.ts';
import { gql, next, type AtOnceCase, type Session } from './session.ts';

// The translations engine (modules/i18n, issue 27) and cancelling a background job. Saves carry the
// revision they read (the second of two finds it moved on, the same texts stored: the same answer);
// locks, accepting and rejecting are conditional, so a repeat changes nothing.

const GLOSSARY =
  'mutation G($entries: [GlossaryEntryInput!]!) { saveGlossary(sourceLanguage: "de-DE", targetLanguage: "en-GB", entries: $entries) { terms } }';
const DETAILS = 'query D($a: [String!]!) { translationDetails(addresses: $a) { revision } }';
const SAVE = `mutation S($address: String!, $texts: [TranslationTextInput!]!, $revision: Int!) {
  saveTranslations(address: $address, texts: $texts, revision: $revision) { revision } }`;

async function revision(session: Session, address: string): Promise<number> {
  const data = await gql<{ translationDetails: { revision: number }[] }>(session, DETAILS, { a: [address] });
  return data.translationDetails[0]!.revision;
}

/** A saved English text of the shop's own (its rows exist, so every run changes the same rows). */
async function saved(session: Session, address: string) {
  await gql(session, SAVE, {
    address,
    texts: [{ languageCode: 'en-GB', text: `Saved ${next()}` }],
    revision: await revision(session, address),
  });
}

/** A suggestion waiting for review on the shop's English text of `address`. */
async function suggestion(session: Session, address: string) {
  await saved(session, address);
  const tenantId = (await findTenantIdByHost(session.t.database, 'localhost'))!;
  await withTenant(session.t.database, tenantId, (tx) =>
    tx
      .insert(translationStates)
      .values({
        address,
        languageCode: 'en-GB',
        state: 'machine',
        suggestion: `Suggested ${next()}`,
        suggestedBy: 'deepl',
      })
      .onConflictDoUpdate({
        target: [translationStates.tenantId, translationStates.address, translationStates.languageCode],
        set: { suggestion: `Suggested ${next()}`, locked: false },
      }),
  );
  return { targets: [{ address, languageCode: 'en-GB' }] };
}

/** A job nobody works (the queue only sends), so it stays queued until cancelled. */
const WAITING: JobDefinition<never> = { name: 'test.at-once-waits', run: async () => undefined };
let queue: JobQueue | undefined;

export const translationCases: Record<string, AtOnceCase> = {
  saveTranslations: {
    setup: async (session) => {
      const address = 't:admin.navOrders';
      await saved(session, address);
      return {
        address,
        texts: [{ languageCode: 'en-GB', text: `Orders ${next()}` }],
        revision: await revision(session, address),
      };
    },
  },
  revertTranslation: {
    setup: async (session) => {
      const address = 't:admin.navDashboard';
      await gql(session, SAVE, {
        address,
        texts: [{ languageCode: 'en-GB', text: `Overview ${next()}` }],
        revision: await revision(session, address),
      });
      return { address, languageCode: 'en-GB' };
    },
  },
  setTranslationLock: {
    setup: async (session) => {
      const address = 't:admin.navProducts';
      const lock =
        'mutation U($a: String!, $l: Boolean!) { setTranslationLock(address: $a, languageCode: "en-GB", locked: $l) }';
      await gql(session, lock, { a: address, l: true });
      await gql(session, lock, { a: address, l: false });
      return { address, languageCode: 'en-GB', locked: true };
    },
  },
  acceptTranslationSuggestions: { setup: (session) => suggestion(session, 't:admin.navCategories') },
  rejectTranslationSuggestions: { setup: (session) => suggestion(session, 't:admin.navUsers') },
  machineTranslate: {
    // The request key is the run's id: the same request twice starts one run (and queues one job).
    setup: async () => ({
      input: {
        requestKey: randomUUID(),
        addresses: ['t:admin.navOrders'],
        targetLanguages: ['en-GB'],
        provider: 'ai',
      },
    }),
  },
  saveGlossary: {
    // Each run starts from an empty glossary of the pair, which the call fills with a new term.
    setup: async (session) => ({
      ...(await gql(session, GLOSSARY, { entries: [] }).then(() => ({}))),
      sourceLanguage: 'de-DE',
      targetLanguage: 'en-GB',
      entries: [{ sourceTerm: `Begriff ${next()}`, targetTerm: 'term' }],
    }),
  },
  // Each run brings a new English text of a text saved before (its rows exist, so every run changes
  // the same rows): the second finds it stored (unchanged), one save.
  importTranslations: {
    setup: async (session) => {
      const address = 't:admin.navActivity';
      await saved(session, address);
      return {
        format: 'json',
        content: JSON.stringify({
          srcLang: 'de-DE',
          trgLang: 'en-GB',
          units: [{ id: address, source: '', target: `Activity ${next()}`, state: 'translated' }],
        }),
      };
    },
  },
  cancelBackgroundJob: {
    writesNothing: "the job queue keeps its jobs in a schema of its own, not in the shop's tables",
    setup: async (session) => {
      queue ??= await startJobQueue(session.t.database, [WAITING], pino({ level: 'silent' }), {
        work: false,
      });
      const tenantId = (await findTenantIdByHost(session.t.database, 'localhost'))!;
      return { ref: await queue.send(WAITING.name, { tenantId }) };
    },
    cleanup: async () => {
      await queue?.stop();
      queue = undefined;
    },
  },
};
