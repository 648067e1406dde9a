import { builder } from '../../../platform/graphql/builder.ts';
import { ICON_SEARCH_MAX, searchIcons, type PageIcon } from './icon-set.ts';

// The icons of CMS pages (issue 25): the type the shop's page answer carries its icon lists' icons in
// (content-shop.schema.ts), and the editor's searchable picker (right cms.edit).

export const PageIconType = builder.objectRef<PageIcon>('PageIcon').implement({
  description: 'An icon of the shop’s icon set (Lucide) as shapes to draw in an <svg> with its viewBox.',
  authScopes: { public: true },
  fields: (t) => ({
    name: t.exposeString('name'),
    viewBox: t.exposeString('viewBox'),
    shapes: t.field({
      type: 'JSON',
      description: '[{ tag: path|circle|rect|ellipse, attributes: { d, cx, strokeWidth, … } }]',
      resolve: (icon) => icon.shapes,
    }),
  }),
});

type IconSearch = { total: number; icons: PageIcon[] };

const IconSearchType = builder.objectRef<IconSearch>('PageIconSearch').implement({
  authScopes: { right: 'cms.edit' },
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'How many icons match, of which `icons` are the first.' }),
    icons: t.field({ type: [PageIconType], resolve: (search) => search.icons }),
  }),
});

builder.queryField('pageIcons', (t) =>
  t.field({
    type: IconSearchType,
    authScopes: { right: 'cms.edit' },
    description:
      'The icon picker: icons whose name holds every word of the search, those starting with it first.',
    args: {
      search: t.arg.string({ required: false }),
      first: t.arg.int({ required: false, description: `At most ${ICON_SEARCH_MAX}; default 60.` }),
    },
    resolve: (_root, args) => searchIcons((args.search ?? '').slice(0, 100), args.first ?? 60),
  }),
);
