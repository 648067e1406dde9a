import { normalizePageMeta } from '@print/core/pages/page-rules';
import {
  checkPageForPublishing,
  PUBLISH_FINDING_KINDS,
  type PublishFinding,
} from '@print/core/pages/publish-check';
import { builder } from '../../platform/graphql/builder.ts';
import { loadActiveTheme } from '../theme/theme.service.ts';
import { ContentPageInput, pageInput } from './content-admin.schema.ts';
import { listAdminContentPages } from './content-page-reads.ts';
import { readStoredDocument, tenantLanguageCodes } from './content-page-input.ts';

// The publish check of a page (issue 25, @print/core/pages/publish-check): asked before a page goes
// live, on the page as it would go live — what the editor is about to save over the stored page — in
// the shop's languages and active theme. Right: cms.edit.

const edit = { right: 'cms.edit' } as const;

const KindEnum = builder.enumType('PublishFindingKind', { values: PUBLISH_FINDING_KINDS });

const PublishFindingType = builder.objectRef<PublishFinding>('PublishFinding').implement({
  description: 'What the publish check found, where it belongs, and the text saying so.',
  authScopes: edit,
  fields: (t) => ({
    kind: t.field({ type: KindEnum, resolve: (finding) => finding.kind }),
    key: t.exposeString('key', { description: 'The text (catalogue group cms).' }),
    values: t.field({
      type: 'JSON',
      description: "The text's values by name (all strings).",
      resolve: (finding) => finding.values,
    }),
    blockId: t.exposeString('blockId', { nullable: true }),
    blockType: t.exposeString('blockType', { nullable: true }),
    sectionId: t.exposeString('sectionId', { nullable: true }),
    path: t.exposeString('path', {
      description:
        "The document path (sections.0.blocks.2.props.image.alt.en-GB) or the page's field (seoTitle.de-DE).",
    }),
    language: t.exposeString('language', { nullable: true }),
  }),
});

builder.queryField('contentPagePublishCheck', (t) =>
  t.field({
    type: [PublishFindingType],
    nullable: true,
    authScopes: edit,
    description:
      'The findings of the page as it would go live: the stored page with what `input` changes (its texts; its document when given). Empty when it is ready; null for an unknown page.',
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ContentPageInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const [row] = await listAdminContentPages(ctx.tx, ctx.tenant.defaultLanguage, String(args.id));
      if (!row) return null;
      const changed = args.input ? pageInput(args.input) : null;
      const meta = normalizePageMeta(changed ?? row);
      const document = readStoredDocument(ctx.tenant, changed?.document ?? row.document);
      return checkPageForPublishing({
        document,
        meta,
        languages: tenantLanguageCodes(ctx.tenant),
        defaultLanguage: ctx.tenant.defaultLanguage,
        theme: await loadActiveTheme(ctx.tx),
      });
    },
  }),
);
