import { builder } from '../../platform/graphql/builder.ts';
import { translationDetails, type TranslationDetail } from './translation-details.ts';
import { setTranslationLock } from './translation-lock.ts';
import { translationSuggestions, type MemoryHit } from './translation-memory.ts';
import { acceptTranslationSuggestions, rejectTranslationSuggestions } from './translation-review.ts';
import { revertTranslation, saveTranslations, type SaveResult } from './translation-save.ts';
import { translationTable, type LanguageCell, type TranslationRow } from './translation-table.ts';
import { defaultText, resolveEditable } from './translation-addresses.ts';

// The translations admin and in-page editing (issue 27, plan §5). Every field needs translations.edit;
// a record text's address also needs its owner's right (catalog.write, cms.edit, fields.manage),
// checked by the services. The caller's own tenant only.

const edit = { right: 'translations.edit' } as const;

const TranslationStateEnum = builder.enumType('TranslationTextState', {
  values: ['untranslated', 'machine', 'reviewed'] as const,
});
const TableSortEnum = builder.enumType('TranslationTableSort', {
  values: ['ADDRESS', 'GROUP', 'TYPE'] as const,
});

const TranslationCell = builder.objectRef<LanguageCell>('TranslationCell').implement({
  description: 'One language of a text: its text, how it was made, its lock and a suggestion to review.',
  authScopes: edit,
  fields: (t) => ({
    languageCode: t.exposeString('languageCode'),
    text: t.exposeString('text'),
    state: t.field({ type: TranslationStateEnum, resolve: (cell) => cell.state }),
    locked: t.exposeBoolean('locked'),
    outdated: t.exposeBoolean('outdated', {
      description: 'Made from another default-language text than now.',
    }),
    suggestion: t.exposeString('suggestion', { nullable: true }),
    suggestedBy: t.exposeString('suggestedBy', {
      nullable: true,
      description: 'deepl, ai, memory or import.',
    }),
    seenOn: t.exposeString('seenOn', { nullable: true, description: 'The page it was last edited on.' }),
  }),
});

const TranslationDetailCell = builder
  .objectRef<TranslationDetail['languages'][number]>('TranslationDetailCell')
  .implement({
    authScopes: edit,
    fields: (t) => ({
      languageCode: t.exposeString('languageCode'),
      text: t.exposeString('text'),
      state: t.field({ type: TranslationStateEnum, resolve: (cell) => cell.state }),
      locked: t.exposeBoolean('locked'),
      outdated: t.exposeBoolean('outdated'),
      suggestion: t.exposeString('suggestion', { nullable: true }),
      suggestedBy: t.exposeString('suggestedBy', { nullable: true }),
      seenOn: t.exposeString('seenOn', { nullable: true }),
      servedBy: t.exposeString('servedBy', {
        nullable: true,
        description: 'The language whose text a page shows for this language (its fallback chain).',
      }),
    }),
  });

const TranslationRowType = builder.objectRef<TranslationRow>('TranslationRow').implement({
  authScopes: edit,
  fields: (t) => ({
    address: t.exposeString('address', { description: 't:<key> or <entity>:<id>.<field>' }),
    group: t.exposeString('group'),
    type: t.exposeString('type', { description: "The spec's translation type (static, productName, …)." }),
    format: t.exposeString('format', { description: 'text, select or richTextSlate.' }),
    revision: t.exposeInt('revision', { description: 'Pass it to saveTranslations.' }),
    languages: t.field({ type: [TranslationCell], resolve: (row) => row.languages }),
    owner: t.string({
      nullable: true,
      description:
        "The record a text belongs to, by its name in the default language (a product's name for its description); null for catalogue keys.",
      resolve: (row) => row.owner ?? null,
    }),
  }),
});

const TranslationPage = builder
  .objectRef<{ items: TranslationRow[]; total: number; groups: string[] }>('TranslationTablePage')
  .implement({
    authScopes: edit,
    fields: (t) => ({
      items: t.field({ type: [TranslationRowType], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
      groups: t.exposeStringList('groups', {
        description: 'Every group of the shop’s texts, whatever the filter (the group filter’s choices).',
      }),
    }),
  });

const TranslationDetailType = builder.objectRef<TranslationDetail>('TranslationDetail').implement({
  authScopes: edit,
  fields: (t) => ({
    address: t.exposeString('address'),
    type: t.exposeString('type'),
    format: t.exposeString('format'),
    revision: t.exposeInt('revision'),
    languages: t.field({ type: [TranslationDetailCell], resolve: (detail) => detail.languages }),
  }),
});

const MemoryHitType = builder.objectRef<MemoryHit>('TranslationMemoryHit').implement({
  authScopes: edit,
  fields: (t) => ({
    sourceText: t.exposeString('sourceText'),
    targetText: t.exposeString('targetText'),
    score: t.exposeFloat('score', { description: '1 the same text, from 0.75 similar.' }),
    address: t.exposeString('address', { nullable: true }),
  }),
});

const SaveResultType = builder.objectRef<SaveResult>('TranslationSaveResult').implement({
  authScopes: edit,
  fields: (t) => ({ address: t.exposeString('address'), revision: t.exposeInt('revision') }),
});

const TableInput = builder.inputType('TranslationTableInput', {
  fields: (t) => ({
    search: t.string({ required: false }),
    group: t.string({ required: false }),
    type: t.string({ required: false }),
    missingIn: t.string({ required: false, description: 'Only texts without this language.' }),
    locked: t.boolean({ required: false }),
    awaitingReview: t.boolean({ required: false }),
    outdated: t.boolean({ required: false }),
    sort: t.field({ type: TableSortEnum, required: false }),
    descending: t.boolean({ required: false }),
    page: t.int({ required: false }),
    pageSize: t.int({ required: false, description: 'At most 200.' }),
  }),
});

const TextInput = builder.inputType('TranslationTextInput', {
  fields: (t) => ({ languageCode: t.string({ required: true }), text: t.string({ required: true }) }),
});
const TargetInput = builder.inputType('TranslationTargetInput', {
  fields: (t) => ({ address: t.string({ required: true }), languageCode: t.string({ required: true }) }),
});

builder.queryField('translationTable', (t) =>
  t.field({
    type: TranslationPage,
    description:
      "The shop's texts (catalogue keys and record texts) with their state per language, one page.",
    authScopes: edit,
    args: { input: t.arg({ type: TableInput, required: true }) },
    resolve: (_root, { input }, ctx) => translationTable(ctx.tx, ctx.tenant, input),
  }),
);

builder.queryField('translationDetails', (t) =>
  t.field({
    type: [TranslationDetailType],
    description: 'Up to 200 texts in detail; unknown addresses are left out.',
    authScopes: edit,
    args: { addresses: t.arg.stringList({ required: true }) },
    resolve: (_root, { addresses }, ctx) => translationDetails(ctx, addresses),
  }),
);

builder.queryField('translationSuggestions', (t) =>
  t.field({
    type: [MemoryHitType],
    description:
      'Translation memory hits for a text (or the default text of an address): exact, then similar.',
    authScopes: edit,
    args: {
      address: t.arg.string({ required: false }),
      text: t.arg.string({ required: false }),
      sourceLanguage: t.arg.string({ required: false }),
      targetLanguage: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const source = args.sourceLanguage ?? ctx.tenant.defaultLanguage;
      const text = args.address
        ? defaultText(await resolveEditable(ctx, args.address), ctx.tenant)
        : (args.text ?? '');
      return translationSuggestions(ctx.tx, text, source, args.targetLanguage);
    },
  }),
);

builder.mutationField('saveTranslations', (t) =>
  t.field({
    type: SaveResultType,
    description:
      'Saves some languages of one text ("" removes one) at the revision it was read at; the default language first.',
    authScopes: edit,
    args: {
      address: t.arg.string({ required: true }),
      texts: t.arg({ type: [TextInput], required: true }),
      revision: t.arg.int({ required: true }),
      seenOn: t.arg.string({
        required: false,
        description: 'The page path it was edited on (in-page editing).',
      }),
    },
    resolve: (_root, args, ctx) =>
      saveTranslations(ctx, args.address, args.texts, args.revision, args.seenOn ?? null),
  }),
);

builder.mutationField('revertTranslation', (t) =>
  t.field({
    type: SaveResultType,
    description:
      "Back to the built-in text of a catalogue key in one language (the shop's own text is deleted).",
    authScopes: edit,
    args: { address: t.arg.string({ required: true }), languageCode: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => revertTranslation(ctx, args.address, args.languageCode),
  }),
);

builder.mutationField('setTranslationLock', (t) =>
  t.boolean({
    description: 'Locks or unlocks one language of a text (no language: all); answers the lock.',
    authScopes: edit,
    args: {
      address: t.arg.string({ required: true }),
      languageCode: t.arg.string({ required: false }),
      locked: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, args, ctx) =>
      (await setTranslationLock(ctx, args.address, args.languageCode ?? null, args.locked)).locked,
  }),
);

builder.mutationField('acceptTranslationSuggestions', (t) =>
  t.int({
    description: 'Makes the suggestions the texts (reviewed); answers how many were accepted now.',
    authScopes: edit,
    args: { targets: t.arg({ type: [TargetInput], required: true }) },
    resolve: (_root, { targets }, ctx) => acceptTranslationSuggestions(ctx, targets),
  }),
);

builder.mutationField('rejectTranslationSuggestions', (t) =>
  t.int({
    description: 'Drops the suggestions; answers how many were dropped now.',
    authScopes: edit,
    args: { targets: t.arg({ type: [TargetInput], required: true }) },
    resolve: (_root, { targets }, ctx) => rejectTranslationSuggestions(ctx, targets),
  }),
);
