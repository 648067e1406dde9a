import { eq } from 'drizzle-orm';
import { isUuid } from '../../platform/db/uuid.ts';
import { contributed } from '../../platform/module-contributions.ts';
import type { AppServices } from '../../platform/graphql/context.ts';
import { sendAfterCommit } from '../../platform/jobs/job-queue.ts';
import { holdsRight, serializeServiceContext, type ServiceContext } from '../../platform/service-context.ts';
import { invalidInput, notFound, unavailable } from '../../platform/errors.ts';
import type { TranslationProvider } from '../../platform/translation/translation-services.ts';
import { shopTranslationService } from './machine-translation-provider.ts';
import { assertEntityRight, resolveAddress } from './translation-addresses.ts';
import { assertLanguages } from './translation-save.ts';
import { translationJobs } from './translation-states.tables.ts';

// Starting a machine translation run (issue 27): checked now (languages, the texts and their owners'
// rights, a configured provider), done by the job i18n.machineTranslate. The request key is the run's
// id and its job's id: the same request twice starts one run.

export const MACHINE_TRANSLATE_JOB = 'i18n.machineTranslate';
export const MAX_JOB_ADDRESSES = 5_000;

export type MachineTranslateInput = {
  requestKey: string;
  addresses?: readonly string[] | null;
  missingIn?: string | null;
  targetLanguages: readonly string[];
  provider?: TranslationProvider | null;
};

export type MachineTranslateJob = { tenantId: string; runId: string; language: string };

export async function startMachineTranslation(
  ctx: ServiceContext & { services: AppServices },
  input: MachineTranslateInput,
): Promise<{ id: string; ref: string }> {
  if (!isUuid(input.requestKey)) throw notFound('admin.translationNotFound');
  const targets = input.targetLanguages.length
    ? input.targetLanguages
    : input.missingIn
      ? [input.missingIn]
      : [];
  assertLanguages(ctx, [...targets, ...(input.missingIn ? [input.missingIn] : [])]);
  const defaultLanguage = ctx.tenant.defaultLanguage;
  if (!targets.length || targets.includes(defaultLanguage))
    throw invalidInput('admin.translationLanguageUnknown', {
      targetLanguages: { key: 'admin.translationLanguageUnknown' },
    });
  const addresses = [...new Set(input.addresses ?? [])];
  if (addresses.length > MAX_JOB_ADDRESSES)
    throw invalidInput('admin.translationTooManyAddresses', {}, { max: String(MAX_JOB_ADDRESSES) });
  for (const address of addresses) {
    const text = await resolveAddress(ctx.tx, ctx.tenant, address);
    assertEntityRight(ctx, text.entity?.right);
  }
  const chosen = await shopTranslationService(ctx.tx, ctx.tenant, ctx.services, input.provider ?? null);
  if ('notConfigured' in chosen) throw unavailable('admin.translationNotConfigured');
  const [created] = await ctx.tx
    .insert(translationJobs)
    .values({
      id: input.requestKey,
      scope: input.addresses
        ? { addresses, startedBy: serializeServiceContext(ctx) }
        : {
            startedBy: serializeServiceContext(ctx),
            missingIn: input.missingIn ?? targets[0]!,
            // Record texts only of the owners whose right the caller holds (e.g. product names need
            // catalog.write): the job itself runs without the caller's rights.
            entities: contributed('translatableTexts')
              .filter((entity) => holdsRight(ctx, entity.right))
              .map((entity) => entity.entity),
          },
      targetLanguages: [...targets],
      provider: chosen.provider,
    })
    .onConflictDoNothing()
    .returning({ id: translationJobs.id });
  if (created) {
    const data: MachineTranslateJob = { tenantId: ctx.tenant.id, runId: created.id, language: ctx.language };
    sendAfterCommit(MACHINE_TRANSLATE_JOB, data, ctx.log, { id: created.id });
  } else {
    const [existing] = await ctx.tx
      .select({ id: translationJobs.id })
      .from(translationJobs)
      .where(eq(translationJobs.id, input.requestKey));
    if (!existing) throw notFound('admin.translationNotFound');
  }
  return { id: input.requestKey, ref: `${MACHINE_TRANSLATE_JOB}:${input.requestKey}` };
}
