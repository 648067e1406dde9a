import { eq } from 'drizzle-orm';
import { isUuid } from '../../platform/db/uuid.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { shopTranslationService } from './machine-translation-provider.ts';
import { startMachineTranslation } from './machine-translation-start.ts';
import { translationJobs, type RefusedText } from './translation-states.tables.ts';

// Machine translation runs and the shop's glossary (issue 27, plan §5). The run's progress is read with
// backgroundJob(ref); its report (translated, suggested, refused, skipped) with translationJob(id).

const edit = { right: 'translations.edit' } as const;

const ProviderEnum = builder.enumType('TranslationProvider', { values: ['deepl', 'ai'] as const });

const RefusedType = builder.objectRef<RefusedText>('RefusedTranslation').implement({
  authScopes: edit,
  fields: (t) => ({
    address: t.exposeString('address'),
    language: t.exposeString('language'),
    problem: t.exposeString('problem', { description: 'A text key saying why (a placeholder lost, …).' }),
  }),
});

type JobRow = typeof translationJobs.$inferSelect;
const TranslationJobType = builder.objectRef<JobRow>('TranslationJob').implement({
  authScopes: edit,
  fields: (t) => ({
    id: t.exposeID('id'),
    ref: t.string({ resolve: (job) => `i18n.machineTranslate:${job.id}` }),
    provider: t.exposeString('provider'),
    targetLanguages: t.exposeStringList('targetLanguages'),
    translated: t.exposeInt('translated'),
    suggested: t.exposeInt('suggested'),
    skippedLocked: t.exposeInt('skippedLocked'),
    cancelled: t.exposeBoolean('cancelRequested'),
    refused: t.field({ type: [RefusedType], resolve: (job) => job.refused }),
  }),
});

const MachineTranslateInput = builder.inputType('MachineTranslateInput', {
  fields: (t) => ({
    requestKey: t.id({
      required: true,
      description: 'A new UUID per run: the same key twice starts one run.',
    }),
    addresses: t.stringList({ required: false, description: 'These texts; or leave out for missingIn.' }),
    missingIn: t.string({ required: false, description: 'Every text without this language.' }),
    targetLanguages: t.stringList({ required: true }),
    provider: t.field({ type: ProviderEnum, required: false, description: "Default: the shop's choice." }),
  }),
});

builder.mutationField('machineTranslate', (t) =>
  t.field({
    type: TranslationJobType,
    description:
      'Starts a machine translation run (memory first, then the provider); locked and reviewed texts stay untouched.',
    authScopes: edit,
    args: { input: t.arg({ type: MachineTranslateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const started = await startMachineTranslation(ctx, { ...input, requestKey: String(input.requestKey) });
      const [row] = await ctx.tx.select().from(translationJobs).where(eq(translationJobs.id, started.id));
      return row!;
    },
  }),
);

builder.queryField('machineTranslationAvailable', (t) =>
  t.boolean({
    description:
      "Whether the shop's machine translation (its provider with its own or the platform's key) is configured; the translations admin says what to configure when not.",
    authScopes: edit,
    args: { provider: t.arg({ type: ProviderEnum, required: false }) },
    resolve: async (_root, args, ctx) =>
      !(
        'notConfigured' in
        (await shopTranslationService(ctx.tx, ctx.tenant, ctx.services, args.provider ?? null))
      ),
  }),
);

builder.queryField('translationJob', (t) =>
  t.field({
    type: TranslationJobType,
    nullable: true,
    description: "A machine translation run's report.",
    authScopes: edit,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const key = String(id);
      if (!isUuid(key)) return null;
      const [row] = await ctx.tx.select().from(translationJobs).where(eq(translationJobs.id, key));
      return row ?? null;
    },
  }),
);
