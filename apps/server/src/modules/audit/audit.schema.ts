import { ACTIVITY_PAGE_MAX, activityPeriod, activityScope } from '@print/core/activity/activity-scope';
import { localizedText, readLocalizedText } from '@print/core/i18n/localized-text';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { invalidInput } from '../../platform/errors.ts';
import { ENTITY_LABELS } from './audit.service.ts';
import { activityActors, activityEntityTypes, listActivity, type ActivityRow } from './activity-list.ts';

// The activity log in GraphQL (the Activity page and the dashboard card). Every admin reads it
// (admin.access); each sees the entries of the areas their rights cover (@print/core activity-scope).

const readActivity = { right: 'admin.access' } as const;

const scopeOf = (ctx: GraphQLContext) => activityScope(ctx.user?.rightSet ?? []);

const ActivityEntryType = builder.objectRef<ActivityRow>('ActivityEntry').implement({
  description: 'One thing an admin or the shop did: who, what, to which entity, when.',
  authScopes: readActivity,
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.string({ resolve: (row) => row.at.toISOString() }),
    actorId: t.id({ nullable: true, resolve: (row) => row.actorId }),
    actorName: t.string({
      description: 'The name the actor had then; empty for the system or a shopper without account.',
      resolve: (row) => row.actorName,
    }),
    action: t.exposeString('action', { description: '`<entity>.<verb>`, e.g. product.update.' }),
    entityType: t.exposeString('entityType'),
    entityId: t.string({ nullable: true, resolve: (row) => row.entityId }),
    entityLabel: t.string({
      description: "The entity's name in the caller's language where the entry kept it per language.",
      resolve: (row, _args, ctx) => {
        const labels = readLocalizedText(row.details[ENTITY_LABELS]);
        return localizedText(labels, ctx.language, ctx.tenant.defaultLanguage) || row.entityLabel;
      },
    }),
    details: t.field({ type: 'JSON', resolve: (row) => row.details }),
  }),
});

const ActivityPage = builder.objectRef<{ rows: ActivityRow[]; total: number }>('ActivityPage').implement({
  authScopes: readActivity,
  fields: (t) => ({
    total: t.exposeInt('total'),
    items: t.field({ type: [ActivityEntryType], resolve: (page) => page.rows }),
  }),
});

builder.queryField('activity', (t) =>
  t.field({
    type: ActivityPage,
    description:
      'The activity log, newest first: filter by entity type, actor, period (ISO instants) and text.',
    authScopes: readActivity,
    args: {
      entityType: t.arg.string(),
      actorId: t.arg.id(),
      from: t.arg.string({ description: 'Entries at or after this instant.' }),
      to: t.arg.string({ description: 'Entries before this instant.' }),
      search: t.arg.string(),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, ctx) => {
      const period = activityPeriod(args.from, args.to);
      if (!period) throw invalidInput('admin.activityInvalidPeriod');
      return listActivity(ctx.tx, {
        scope: scopeOf(ctx),
        entityType: args.entityType || null,
        actorId: args.actorId ? String(args.actorId) : null,
        ...period,
        search: args.search ?? '',
        offset: Math.max(0, args.offset ?? 0),
        limit: Math.min(ACTIVITY_PAGE_MAX, Math.max(1, args.limit ?? 25)),
      });
    },
  }),
);

const ActivityActor = builder.objectRef<{ id: string; name: string }>('ActivityActor').implement({
  authScopes: readActivity,
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const ActivityFilters = builder.objectRef<object>('ActivityFilters').implement({
  description: 'What the Activity page offers to filter by: the entity types and actors in the visible log.',
  authScopes: readActivity,
  fields: (t) => ({
    entityTypes: t.stringList({ resolve: (_root, _args, ctx) => activityEntityTypes(ctx.tx, scopeOf(ctx)) }),
    actors: t.field({
      type: [ActivityActor],
      resolve: (_root, _args, ctx) => activityActors(ctx.tx, scopeOf(ctx)),
    }),
  }),
});

builder.queryField('activityFilters', (t) =>
  t.field({ type: ActivityFilters, authScopes: readActivity, resolve: () => ({}) }),
);
