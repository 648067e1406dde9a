import { checkAiPrompt } from '@print/core/pages/ai-prompt';
import { eq } from 'drizzle-orm';
import { isUuid } from '../../platform/db/uuid.ts';
import { invalidInput, notFound, unavailable } from '../../platform/errors.ts';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { regenerateBlock } from './ai-block.ts';
import { findAiTask, requestAiTask } from './ai-tasks.ts';
import { checkPageCount } from './content-page-writes.ts';
import { contentPages, type ContentAiTaskRow } from './content.tables.ts';

// The AI in the pages administration (issue 25, decisions 0076 and 0079): whether it is configured, a
// new page or blocks for the page builder from a prompt and a page's translation as tasks the admin
// follows, and one block written again.
// Right: cms.edit. The tasks are made in the operation's transaction and queued once it commits;
// regenerating a block calls the AI and so runs outside it (content.module.ts).

const edit = { right: 'cms.edit' } as const;

type AiStatus = { configured: boolean; model: string | null };

const ContentAiStatusType = builder.objectRef<AiStatus>('ContentAiStatus').implement({
  description: 'Whether the AI service is set up (AI_API_KEY and AI_MODEL on the server).',
  authScopes: edit,
  fields: (t) => ({
    configured: t.exposeBoolean('configured'),
    model: t.exposeString('model', { nullable: true }),
  }),
});

const TaskKindEnum = builder.enumType('ContentAiTaskKind', {
  values: ['generatePage', 'generateBlocks', 'translatePage'] as const,
});
const TaskStateEnum = builder.enumType('ContentAiTaskState', {
  values: ['queued', 'running', 'done', 'failed'] as const,
});

type Refused = { path: string; language: string; reason: string };
const RefusedTextType = builder.objectRef<Refused>('ContentAiRefusedText').implement({
  description: 'A text whose translation was refused: placeholder, structure, rule, empty or failed.',
  authScopes: edit,
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Where in the page: title, document.sections.0…' }),
    language: t.exposeString('language'),
    reason: t.exposeString('reason'),
  }),
});

const ContentAiTaskType = builder.objectRef<ContentAiTaskRow>('ContentAiTask').implement({
  description: "AI work an admin started: a page or a page's blocks from a prompt, or a page translated.",
  authScopes: edit,
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: TaskKindEnum, resolve: (task) => task.kind }),
    state: t.field({ type: TaskStateEnum, resolve: (task) => task.state }),
    step: t.exposeString('step', { nullable: true, description: 'Text key of the step it is on.' }),
    percent: t.exposeInt('percent'),
    pageId: t.exposeID('pageId', {
      nullable: true,
      description: 'The page made, translated, or written blocks for.',
    }),
    document: t.field({
      type: 'JSON',
      nullable: true,
      description:
        'generateBlocks, once done: the sections the AI wrote (a page document the page reader read), for the page builder to insert. No page holds them.',
      resolve: (task) => task.document ?? null,
    }),
    error: t.string({
      nullable: true,
      description: 'Text key of why it failed.',
      resolve: (task) => task.error?.key ?? null,
    }),
    errorParams: t.field({ type: 'JSON', nullable: true, resolve: (task) => task.error?.params ?? null }),
    repairedCount: t.int({
      description: "Problems the page reader repaired in the AI's page.",
      resolve: (task) => task.findings.repaired?.length ?? 0,
    }),
    translatedCount: t.int({ resolve: (task) => task.findings.translated ?? 0 }),
    imagePlaceholders: t.int({ resolve: (task) => task.findings.imagePlaceholders ?? 0 }),
    refusedTexts: t.field({ type: [RefusedTextType], resolve: (task) => task.findings.refused ?? [] }),
    createdAt: t.string({ resolve: (task) => task.createdAt.toISOString() }),
  }),
});

type Problem = { path: string; key: string; params: Record<string, string> | null };
const ProblemType = builder.objectRef<Problem>('ContentAiProblem').implement({
  authScopes: edit,
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Below the block, e.g. props.url.' }),
    key: t.exposeString('key'),
    params: t.field({ type: 'JSON', nullable: true, resolve: (problem) => problem.params }),
  }),
});

type BlockProposal = { props: Record<string, unknown>; problems: Problem[]; refused: Refused[] };
const BlockProposalType = builder.objectRef<BlockProposal>('ContentAiBlock').implement({
  description: "A block's new props as the AI wrote them and the page reader checked them; not stored.",
  authScopes: edit,
  fields: (t) => ({
    props: t.field({ type: 'JSON', resolve: (proposal) => proposal.props }),
    problems: t.field({ type: [ProblemType], resolve: (proposal) => proposal.problems }),
    refusedTexts: t.field({
      type: [RefusedTextType],
      description: 'Texts that could not be translated into the other languages (path below the block).',
      resolve: (proposal) => proposal.refused,
    }),
  }),
});

const requireAi = (ctx: GraphQLContext) => {
  if (!ctx.services.ai) throw unavailable('admin.aiNotConfigured');
};

/** The id of this shop's page (row-level security hides another shop's), or 'Page not found'. */
async function findPageId(ctx: GraphQLContext, id: string): Promise<string> {
  const [page] = isUuid(id)
    ? await ctx.tx.select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.id, id))
    : [];
  if (!page) throw notFound('admin.pageNotFound');
  return page.id;
}

builder.queryField('contentAiStatus', (t) =>
  t.field({
    type: ContentAiStatusType,
    authScopes: edit,
    resolve: (_root, _args, ctx) => ({
      configured: Boolean(ctx.services.ai),
      model: ctx.services.ai?.model ?? null,
    }),
  }),
);

builder.queryField('contentAiTask', (t) =>
  t.field({
    type: ContentAiTaskType,
    nullable: true,
    authScopes: edit,
    description: "An AI task with its step and progress; null when there is none (also another shop's).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => findAiTask(ctx.tx, String(id)),
  }),
);

const REQUEST_KEY = {
  required: true,
  description: 'A UUID the client makes per request: the same request again is the same task.',
} as const;

builder.mutationField('generateContentPageWithAi', (t) =>
  t.field({
    type: ContentAiTaskType,
    authScopes: edit,
    description: 'Starts writing a new page from a prompt; follow it with contentAiTask.',
    args: { requestKey: t.arg.id(REQUEST_KEY), prompt: t.arg.string({ required: true }) },
    resolve: async (_root, { requestKey, prompt }, ctx) => {
      const problem = checkAiPrompt(prompt);
      if (problem) throw invalidInput(problem.key, { prompt: problem }, problem.params);
      requireAi(ctx);
      await checkPageCount(ctx.tx, ctx.tenant);
      return requestAiTask(ctx, {
        requestKey: String(requestKey),
        kind: 'generatePage',
        prompt: prompt.trim(),
      });
    },
  }),
);

builder.mutationField('generateContentBlocksWithAi', (t) =>
  t.field({
    type: ContentAiTaskType,
    authScopes: edit,
    description:
      "Starts writing blocks for a page from a prompt (the page builder inserts them from the task's document); stores nothing in pages.",
    args: {
      requestKey: t.arg.id(REQUEST_KEY),
      pageId: t.arg.id({ required: true }),
      prompt: t.arg.string({ required: true }),
    },
    resolve: async (_root, { requestKey, pageId, prompt }, ctx) => {
      const problem = checkAiPrompt(prompt);
      if (problem) throw invalidInput(problem.key, { prompt: problem }, problem.params);
      requireAi(ctx);
      const page = await findPageId(ctx, String(pageId));
      return requestAiTask(ctx, {
        requestKey: String(requestKey),
        kind: 'generateBlocks',
        prompt: prompt.trim(),
        pageId: page,
      });
    },
  }),
);

builder.mutationField('translateContentPageWithAi', (t) =>
  t.field({
    type: ContentAiTaskType,
    authScopes: edit,
    description: "Starts translating the page's texts the other languages lack; saved as its next version.",
    args: { requestKey: t.arg.id(REQUEST_KEY), pageId: t.arg.id({ required: true }) },
    resolve: async (_root, { requestKey, pageId }, ctx) => {
      requireAi(ctx);
      const page = await findPageId(ctx, String(pageId));
      return requestAiTask(ctx, { requestKey: String(requestKey), kind: 'translatePage', pageId: page });
    },
  }),
);

builder.mutationField('regenerateContentBlockWithAi', (t) =>
  t.field({
    type: BlockProposalType,
    authScopes: edit,
    description:
      "One block written again from a prompt: its new props, checked; the editor's save stores them.",
    args: {
      pageId: t.arg.id({ required: true }),
      blockId: t.arg.string({ required: true }),
      prompt: t.arg.string({ required: true }),
      language: t.arg.string({ required: false, description: "The texts' language; default: the shop's." }),
    },
    resolve: async (_root, args, ctx) => {
      const read = await regenerateBlock(ctx, {
        pageId: String(args.pageId),
        blockId: args.blockId,
        prompt: args.prompt,
        language: args.language ?? null,
      });
      return {
        props: read.props,
        problems: read.problems.map((problem) => ({
          path: problem.path,
          key: problem.error.key,
          params: problem.error.params ?? null,
        })),
        refused: read.refused,
      };
    },
  }),
);
