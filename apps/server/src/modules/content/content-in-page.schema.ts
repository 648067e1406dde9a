import { builder } from '../../platform/graphql/builder.ts';
import { AdminContentPageType, adminView, change, edit } from './content-admin.schema.ts';
import { editPageText } from './content-page-text-edit.ts';

// In-page editing of a live page's block texts (issue 27, decision 0096). Right: cms.edit, as the page
// builder's save.

builder.mutationField('editPageText', (t) =>
  t.field({
    type: AdminContentPageType,
    authScopes: edit,
    description:
      "Sets one text of a block in one language, as the page's next version; refused like a save when the page was saved since expectedVersion.",
    args: {
      pageId: t.arg.id({ required: true }),
      blockId: t.arg.string({ required: true, description: 'The block’s id (`data-block-id`).' }),
      path: t.arg.string({
        required: true,
        description: 'The text’s path in the block’s props (`data-page-text`: `title`, `items.2.label`).',
      }),
      language: t.arg.string({ required: true, description: 'The language of the text.' }),
      text: t.arg.string({
        required: true,
        description: 'Plain text, or Slate JSON for a rich text; "" removes the language’s text.',
      }),
      expectedVersion: t.arg.int({ required: true, description: 'The page’s version the editor read.' }),
    },
    resolve: async (_root, args, ctx) => {
      const pageId = String(args.pageId);
      await editPageText(
        change(ctx),
        pageId,
        { blockId: args.blockId, path: args.path, language: args.language, text: args.text },
        args.expectedVersion,
      );
      // The page in the request's language (the argument names the text's).
      return adminView(ctx, pageId, null);
    },
  }),
);
