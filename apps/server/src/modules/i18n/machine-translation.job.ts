import { readRichText, serializeRichText } from '@print/core/rich-text/read-rich-text';
import {
  maskRichText,
  maskText,
  unmaskRichText,
  unmaskText,
  type MaskedText,
} from '@print/core/i18n/translation-masking';
import { checkPlaceholders, sourceHash } from '@print/core/i18n/translation-rules';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import type { AppServices } from '../../platform/graphql/context.ts';
import type { JobContext, JobDefinition } from '../../platform/jobs/job-queue.ts';
import {
  isSerializedServiceContext,
  restoreServiceContext,
  serviceContext,
  type SerializedServiceContext,
  type ServiceContextLoaders,
  type ServiceContext,
} from '../../platform/service-context.ts';
import type { TranslationService } from '../../platform/translation/translation-service.ts';
import { loadTenant } from '../tenancy/tenancy.service.ts';
import { glossaryOf, shopTranslationService } from './machine-translation-provider.ts';
import { contextGroups } from './machine-translation-context.ts';
import { MACHINE_TRANSLATE_JOB, type MachineTranslateJob } from './machine-translation-start.ts';
import { defaultText, resolveAddress, type ResolvedText } from './translation-addresses.ts';
import { exactTranslations } from './translation-memory.ts';
import { bumpRevision, lockAddress, revisionOf, stateRowsOf, writeState } from './translation-state-rows.ts';
import { translationJobs, type RefusedText } from './translation-states.tables.ts';
import { filteredEntries } from './translation-table-index.ts';
import { writeTexts } from './translation-text-writes.ts';

// The machine translation run (issue 27, decision 0086): per target language, the texts to do (locked
// ones and reviewed current ones are never touched), the translation memory first, then the provider in
// batches of masked texts. Each result is unmasked and checked: one that lost a placeholder or its
// structure is refused and listed. An empty language gets the result as its text (state machine); one
// with a text gets it as a suggestion to review. Every batch commits on its own, reports progress, and
// a cancel is honoured between batches.

const BATCH = 40;

type Item = {
  address: string;
  text: ResolvedText;
  base: string;
  masked: MaskedText[];
  suggest: boolean;
  /** The text's revision when the run read it: a person's save since then wins over the result. */
  revision: number;
};
type Run = { tenantId: string; runId: string; provider: string; refused: RefusedText[] };
type Counts = { translated: number; suggested: number; skippedLocked: number };

/**
 * The run's transactions in the tenant, as the person who started it (restored with their current
 * rights; an operator acting for the shop as such, decision 0087), so the activity log names them. A run
 * stored without its starter works as the system.
 */
const runCtx =
  (
    database: Database,
    tenantId: string,
    startedBy: SerializedServiceContext | null,
    loaders: ServiceContextLoaders | undefined,
  ) =>
  async <T>(work: (ctx: ServiceContext) => Promise<T>) => {
    const log = pino({ level: 'silent' });
    if (loaders && startedBy && isSerializedServiceContext(startedBy) && startedBy.tenantId === tenantId)
      return restoreServiceContext(database, startedBy, { loaders, log }, work);
    return withTenant(database, tenantId, async (tx) => {
      const tenant = (await loadTenant(tx, tenantId))!;
      const parts = serviceContext({
        log,
        tenant,
        language: tenant.defaultLanguage,
        system: { reason: MACHINE_TRANSLATE_JOB },
      });
      return work({ ...parts, tx });
    });
  };

function masksOf(text: ResolvedText, base: string): MaskedText[] | null {
  if (text.format !== 'richTextSlate') return [maskText(base)];
  const { document, problem } = readRichText(base);
  return problem ? null : maskRichText(document);
}

function unmasked(item: Item, lines: readonly string[]): { text: string } | { problem: string } {
  if (item.text.format === 'richTextSlate') {
    const result = unmaskRichText(readRichText(item.base).document, item.masked, lines);
    return 'problem' in result ? result : { text: serializeRichText(result.document) };
  }
  const result = unmaskText(item.masked[0]!, lines[0]!);
  if ('problem' in result) return result;
  if (item.text.kind === 'key' && checkPlaceholders(item.base, result.text))
    return { problem: 'placeholder' };
  return result;
}

const PROBLEM_KEYS: Record<string, string> = {
  placeholder: 'admin.translationRefusedPlaceholder',
  structure: 'admin.translationRefusedStructure',
};

/** The texts of the run for one language, skipping locked and reviewed-current ones. */
async function itemsFor(
  ctx: ServiceContext,
  addresses: readonly string[],
  language: string,
  counts: Counts,
): Promise<Item[]> {
  const states = await stateRowsOf(ctx.tx, addresses);
  const items: Item[] = [];
  for (const address of addresses) {
    const text = await resolveAddress(ctx.tx, ctx.tenant, address).catch(() => null);
    if (!text) continue;
    const base = defaultText(text, ctx.tenant);
    const row = states.get(address)?.get(language);
    if (text.lockedForAll || row?.locked) {
      counts.skippedLocked++;
      continue;
    }
    const current = text.texts[language]?.trim();
    const outdated = Boolean(row?.sourceHash && row.sourceHash !== sourceHash(base));
    if (!base.trim() || (current && !outdated && row?.state !== 'machine')) continue;
    const masked = masksOf(text, base);
    const revision = revisionOf(states.get(address));
    if (masked) items.push({ address, text, base, masked, suggest: Boolean(current), revision });
  }
  return items;
}

/**
 * Writes one result unless the text moved on while the provider worked: locked since, saved by a person
 * (the revision moved, or the owner's editor changed the texts), or its default text changed. Such a
 * result is listed as refused; the person's text stays.
 */
async function store(
  ctx: ServiceContext,
  item: Item,
  language: string,
  result: string,
  by: string,
  counts: Counts,
): Promise<'stored' | 'changedMeanwhile' | 'locked'> {
  await lockAddress(ctx.tx, item.address);
  const rows = (await stateRowsOf(ctx.tx, [item.address])).get(item.address);
  const now = await resolveAddress(ctx.tx, ctx.tenant, item.address).catch(() => null);
  if (rows?.get(language)?.locked || now?.lockedForAll) {
    counts.skippedLocked++;
    return 'locked';
  }
  const moved =
    !now ||
    revisionOf(rows) !== item.revision ||
    defaultText(now, ctx.tenant) !== item.base ||
    (now.texts[language] ?? '') !== (item.text.texts[language] ?? '');
  if (moved) return 'changedMeanwhile';
  if (item.suggest) {
    await writeState(ctx.tx, item.address, language, { suggestion: result, suggestedBy: by });
    counts.suggested++;
    return 'stored';
  }
  await writeTexts(ctx, now, { [language]: result });
  const next = revisionOf(rows) + 1;
  await writeState(ctx.tx, item.address, language, {
    state: 'machine',
    sourceHash: sourceHash(item.base),
    suggestion: null,
    suggestedBy: by,
    revision: next,
  });
  await bumpRevision(ctx.tx, item.address, next);
  counts.translated++;
  return 'stored';
}

export async function runMachineTranslation(
  database: Database,
  services: AppServices,
  data: MachineTranslateJob,
  job: Pick<JobContext, 'progress' | 'cancelled' | 'signal'>,
  loaders?: ServiceContextLoaders,
) {
  const [stored] = await withTenant(database, data.tenantId, (tx) =>
    tx.select().from(translationJobs).where(eq(translationJobs.id, data.runId)),
  );
  const inTenant = runCtx(database, data.tenantId, stored?.scope.startedBy ?? null, loaders);
  const loaded = await inTenant(async (ctx) => {
    const row = stored;
    if (!row) return null;
    const missingIn = row.scope.missingIn;
    const addresses =
      row.scope.addresses ??
      (missingIn ? (await filteredEntries(ctx.tx, ctx.tenant, { missingIn })).entries : [])
        // Catalogue keys, and record texts only of the owners the caller had the right to change.
        .filter((r) => r.address.startsWith('t:') || (row.scope.entities ?? []).includes(r.group))
        .map((r) => r.address);
    return { row, addresses, defaultLanguage: ctx.tenant.defaultLanguage };
  });
  if (!loaded) return { outcome: 'no such run' };
  const { row, addresses, defaultLanguage } = loaded;
  const run: Run = { tenantId: data.tenantId, runId: row.id, provider: row.provider, refused: [] };
  const counts: Counts = { translated: 0, suggested: 0, skippedLocked: 0 };
  const chosen = await inTenant((ctx) =>
    shopTranslationService(ctx.tx, ctx.tenant, services, row.provider as 'deepl' | 'ai', (source, target) =>
      inTenant((inner) => glossaryOf(inner.tx, source, target)),
    ),
  );
  if ('notConfigured' in chosen) throw new Error('The shop has no translation service configured');
  const service: TranslationService = chosen.service;
  const report = (cancelled = false) =>
    inTenant((ctx) =>
      ctx.tx
        .update(translationJobs)
        .set({ ...counts, refused: run.refused, ...(cancelled ? { cancelRequested: true } : {}) })
        .where(eq(translationJobs.id, run.runId)),
    );
  const keep = async (ctx: ServiceContext, item: Item, language: string, text: string, by: string) => {
    if ((await store(ctx, item, language, text, by, counts)) === 'changedMeanwhile')
      run.refused.push({ address: item.address, language, problem: 'admin.translationChangedMeanwhile' });
  };
  const languages = row.targetLanguages;
  for (const [index, language] of languages.entries()) {
    const items = await inTenant((ctx) => itemsFor(ctx, addresses, language, counts));
    // Memory first: an exact reviewed translation of the same source text.
    const fromProvider: Item[] = [];
    await inTenant(async (ctx) => {
      const plain = items.filter((item) => item.text.format === 'text').map((item) => item.base);
      const remembered = await exactTranslations(ctx.tx, plain, defaultLanguage, language);
      for (const item of items) {
        const hit = item.text.format === 'text' ? remembered.get(item.base) : undefined;
        if (hit !== undefined && !checkPlaceholders(item.base, hit))
          await keep(ctx, item, language, hit, 'memory');
        else fromProvider.push(item);
      }
    });
    for (let start = 0; start < fromProvider.length; start += BATCH) {
      if (await job.cancelled()) {
        await report(true);
        return { outcome: 'cancelled', ...counts, refused: run.refused.length };
      }
      const batch = fromProvider.slice(start, start + BATCH);
      // One request per context: a key's own description goes with it alone (machine-translation-context.ts).
      const results = new Map<Item, string[]>();
      for (const group of contextGroups(batch, defaultLanguage)) {
        const translated = await service.translate({
          sourceLanguage: defaultLanguage,
          targetLanguage: language,
          texts: group.items.flatMap((item) => item.masked.map((m) => m.masked)),
          context: group.context,
          signal: job.signal,
        });
        let at = 0;
        for (const item of group.items) {
          results.set(item, translated.slice(at, at + item.masked.length));
          at += item.masked.length;
        }
      }
      await inTenant(async (ctx) => {
        for (const item of batch) {
          const result = unmasked(item, results.get(item) ?? []);
          if ('problem' in result)
            run.refused.push({
              address: item.address,
              language,
              problem: PROBLEM_KEYS[result.problem] ?? result.problem,
            });
          else await keep(ctx, item, language, result.text, chosen.provider);
        }
      });
      await report();
      const done = (index + Math.min(1, (start + BATCH) / fromProvider.length)) / languages.length;
      await job.progress(Math.round(done * 100), 'admin.jobStepTranslationBatch');
    }
  }
  await report();
  return { outcome: 'done', ...counts, refused: run.refused.length };
}

export function machineTranslationJob(
  database: Database,
  services: AppServices,
  loaders: ServiceContextLoaders,
): JobDefinition<MachineTranslateJob> {
  return {
    name: MACHINE_TRANSLATE_JOB,
    expireSeconds: 30 * 60,
    run: (data, job) => runMachineTranslation(database, services, data, job, loaders),
  };
}
