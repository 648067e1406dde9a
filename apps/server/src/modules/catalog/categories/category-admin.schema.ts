import {
  CATEGORY_DISPLAY_MODES,
  CATEGORY_LINK_TARGETS,
  textIn,
  type CategoryInput as CategoryFormInput,
} from '@print/core/catalog/category-admin';
import { builder } from '../../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../../platform/graphql/context.ts';
import { LanguageTextInput } from '../../../platform/graphql/language-text.ts';
import { actorOf } from '../../audit/audit.service.ts';
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  productOptionsByIds,
  searchProductOptions,
  updateCategory,
  type AdminCategoryRow,
  type ProductOption,
} from './category-admin.service.ts';
import { asTexts, type Change } from './category-change.ts';
import { moveCategory, reorderCategories } from './category-tree.ts';
import { LANGUAGE_ARG, languageOf } from '../catalog-refs.schema.ts';

// Categories administration (spec §2 Category editor and top-level sorter, §3 Category, §8): catalogue
// readers see the tree, catalogue writers change it. The shop's Category type stays as it is.

// Shoppers hold catalog.read too (they browse): the admin's view also needs the admin panel's right.
const read = { $all: { right: 'admin.access', $any: { right: 'catalog.read' } } } as const;
const write = { right: 'catalog.write' } as const;

type AdminCategoryView = { row: AdminCategoryRow; language: string };
type OptionView = { row: ProductOption; language: string };

const nameIn = (ctx: GraphQLContext, texts: Record<string, string>, language: string) =>
  textIn(asTexts(texts), language, ctx.tenant.defaultLanguage);

const CategoryTextType = builder.objectRef<{ language: string; text: string }>('CategoryText').implement({
  authScopes: read,
  fields: (t) => ({ language: t.exposeString('language'), text: t.exposeString('text') }),
});

const ProductOptionType = builder.objectRef<OptionView>('CategoryProductOption').implement({
  description: 'A product as the static list of a category shows it.',
  authScopes: read,
  fields: (t) => ({
    id: t.id({ resolve: ({ row }) => row.id }),
    slug: t.string({ resolve: ({ row }) => row.slug }),
    name: t.string({ resolve: ({ row, language }, _args, ctx) => nameIn(ctx, row.name, language) }),
    published: t.boolean({ resolve: ({ row }) => row.published }),
  }),
});

const LinkTargetEnum = builder.enumType('CategoryLinkTarget', { values: CATEGORY_LINK_TARGETS });
const DisplayModeEnum = builder.enumType('CategoryAdminDisplayMode', { values: CATEGORY_DISPLAY_MODES });

const AdminCategoryType = builder.objectRef<AdminCategoryView>('AdminCategory').implement({
  description: 'A category as the admin edits it: every language, offline ones too.',
  authScopes: read,
  fields: (t) => ({
    id: t.id({ resolve: ({ row }) => row.id }),
    slug: t.string({ resolve: ({ row }) => row.slug }),
    parentId: t.id({ nullable: true, resolve: ({ row }) => row.parentId }),
    sortOrder: t.int({ resolve: ({ row }) => row.sortOrder }),
    name: t.string({
      description: 'In the requested language, else the default one.',
      resolve: ({ row, language }, _args, ctx) => nameIn(ctx, row.name, language),
    }),
    names: t.field({ type: [CategoryTextType], resolve: ({ row }) => asTexts(row.name) }),
    descriptions: t.field({ type: [CategoryTextType], resolve: ({ row }) => asTexts(row.description) }),
    published: t.boolean({ description: 'Online (true) or Offline.', resolve: ({ row }) => row.published }),
    accessRoles: t.stringList({
      description: "Role names that may see it; empty = 'All'.",
      resolve: ({ row }) => row.accessRoles,
    }),
    linkUrl: t.string({ nullable: true, resolve: ({ row }) => row.linkUrl }),
    linkTarget: t.field({ type: LinkTargetEnum, resolve: ({ row }) => row.linkTarget }),
    displayMode: t.field({ type: DisplayModeEnum, resolve: ({ row }) => row.displayMode }),
    productCount: t.int({ description: 'Products linked to it.', resolve: ({ row }) => row.productCount }),
    staticProducts: t.field({
      type: [ProductOptionType],
      description: 'The static list in its order (one statement; read it for one category at a time).',
      resolve: async ({ row, language }, _args, ctx) =>
        (await productOptionsByIds(ctx.tx, row.staticProductIds)).map((option) => ({
          row: option,
          language,
        })),
    }),
  }),
});

const CategoryInput = builder.inputType('CategoryInput', {
  fields: (t) => ({
    slug: t.string({ required: false, description: "The shop address /catalog/<slug>; '' = from the name." }),
    parentId: t.id({ required: false }),
    published: t.boolean({ required: true }),
    name: t.field({ type: [LanguageTextInput], required: true }),
    description: t.field({ type: [LanguageTextInput], required: false }),
    accessRoles: t.stringList({ required: false }),
    linkUrl: t.string({ required: false, description: 'https://… or a path starting with /.' }),
    linkTarget: t.field({ type: LinkTargetEnum, required: false }),
    displayMode: t.field({ type: DisplayModeEnum, required: false }),
    staticProductIds: t.idList({ required: false }),
  }),
});

type InputArgs = {
  slug?: string | null;
  parentId?: string | number | null;
  published: boolean;
  name: { language: string; text: string }[];
  description?: { language: string; text: string }[] | null;
  accessRoles?: string[] | null;
  linkUrl?: string | null;
  linkTarget?: CategoryFormInput['linkTarget'] | null;
  displayMode?: CategoryFormInput['displayMode'] | null;
  staticProductIds?: (string | number)[] | null;
};

const formInput = (input: InputArgs): CategoryFormInput => ({
  slug: input.slug ?? '',
  parentId: input.parentId == null || input.parentId === '' ? null : String(input.parentId),
  published: input.published,
  name: input.name,
  description: input.description ?? [],
  accessRoles: input.accessRoles ?? [],
  linkUrl: input.linkUrl ?? '',
  linkTarget: input.linkTarget ?? 'same',
  displayMode: input.displayMode ?? 'static',
  staticProductIds: (input.staticProductIds ?? []).map(String),
});

const change = (ctx: GraphQLContext): Change => ({
  tx: ctx.tx,
  tenant: ctx.tenant,
  actor: actorOf(ctx.user),
});

/** A category as the list reads it (with its product count), after a change. */
async function adminView(ctx: GraphQLContext, id: string, language: string | null | undefined) {
  const row = (await listAdminCategories(ctx.tx, id))[0]!;
  return { row, language: languageOf(ctx, language) };
}

builder.queryField('adminCategories', (t) =>
  t.field({
    type: [AdminCategoryType],
    authScopes: read,
    description: 'Every category of the tenant (offline ones too), flat, in tree order; one statement.',
    args: { language: t.arg.string(LANGUAGE_ARG) },
    resolve: async (_root, args, ctx) => {
      const language = languageOf(ctx, args.language);
      return (await listAdminCategories(ctx.tx)).map((row) => ({ row, language }));
    },
  }),
);

builder.queryField('adminCategory', (t) =>
  t.field({
    type: AdminCategoryType,
    nullable: true,
    authScopes: read,
    description: "One category for the editor; null when there is none (also another tenant's id).",
    args: { id: t.arg.id({ required: true }), language: t.arg.string(LANGUAGE_ARG) },
    resolve: async (_root, args, ctx) => {
      const [row] = await listAdminCategories(ctx.tx, String(args.id));
      return row ? { row, language: languageOf(ctx, args.language) } : null;
    },
  }),
);

builder.queryField('categoryProductOptions', (t) =>
  t.field({
    type: [ProductOptionType],
    authScopes: read,
    description: 'Up to 20 products (not archived) by name, slug or article code, for a static list.',
    args: { search: t.arg.string({ required: true }), language: t.arg.string(LANGUAGE_ARG) },
    resolve: async (_root, args, ctx) => {
      const language = languageOf(ctx, args.language);
      return (await searchProductOptions(ctx.tx, args.search)).map((row) => ({ row, language }));
    },
  }),
);

builder.mutationField('createCategory', (t) =>
  t.field({
    type: AdminCategoryType,
    authScopes: write,
    args: { input: t.arg({ type: CategoryInput, required: true }), language: t.arg.string(LANGUAGE_ARG) },
    resolve: async (_root, { input, language }, ctx) => {
      const row = await createCategory(change(ctx), formInput(input));
      return adminView(ctx, row.id, language);
    },
  }),
);

builder.mutationField('updateCategory', (t) =>
  t.field({
    type: AdminCategoryType,
    authScopes: write,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: CategoryInput, required: true }),
      language: t.arg.string(LANGUAGE_ARG),
    },
    resolve: async (_root, { id, input, language }, ctx) => {
      await updateCategory(change(ctx), String(id), formInput(input));
      return adminView(ctx, String(id), language);
    },
  }),
);

builder.mutationField('deleteCategory', (t) =>
  t.boolean({
    description: 'Deletes a category without subcategories; its products stay (only their links go).',
    authScopes: write,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteCategory(change(ctx), String(id));
      return true;
    },
  }),
);

builder.mutationField('moveCategory', (t) =>
  t.boolean({
    description:
      'Moves a category under parentId (null: top level) at position among its new siblings (0 = first).',
    authScopes: write,
    args: {
      id: t.arg.id({ required: true }),
      parentId: t.arg.id({ required: false }),
      position: t.arg.int({ required: true }),
    },
    resolve: async (_root, { id, parentId, position }, ctx) => {
      await moveCategory(change(ctx), String(id), parentId == null ? null : String(parentId), position);
      return true;
    },
  }),
);

builder.mutationField('reorderCategories', (t) =>
  t.boolean({
    description: "Saves the order of one parent's subcategories (parentId null: the top-level sorter).",
    authScopes: write,
    args: { parentId: t.arg.id({ required: false }), ids: t.arg.idList({ required: true }) },
    resolve: async (_root, { parentId, ids }, ctx) => {
      await reorderCategories(change(ctx), parentId == null ? null : String(parentId), ids.map(String));
      return true;
    },
  }),
);
