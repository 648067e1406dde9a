import { localizedText } from '@print/core/i18n/localized-text';
import { pickLanguage } from '@print/core/i18n/locale';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import type { ProductRow } from './catalog.service.ts';
import type { CategoryRow } from './categories/category-access.ts';

// What catalog.schema.ts and product.schema.ts share: the two object types that refer to each other
// (a category previews products, a product lists its categories) and how texts pick their language.

export const open = { public: true } as const;

/** Texts are resolved in the language the caller asked for (carried by each object of the answer). */
export type CategoryView = { row: CategoryRow; language: string; adminView: boolean };
export type ProductView = { row: ProductRow; language: string };

export const CategoryRef = builder.objectRef<CategoryView>('Category');
export const ProductRef = builder.objectRef<ProductView>('Product');

export const text = (ctx: GraphQLContext, texts: Record<string, string>, language: string) =>
  localizedText(texts, language, ctx.tenant.defaultLanguage);

/** The requested language when the tenant offers it (or its nearest), else the request's UI language. */
export const languageOf = (ctx: GraphQLContext, requested: string | null | undefined) =>
  requested
    ? pickLanguage(
        [requested],
        ctx.tenant.languages.map((l) => l.code),
        ctx.tenant.defaultLanguage,
      )
    : ctx.language;

export const LANGUAGE_ARG = {
  required: false,
  description: "Text language; default: the request's UI language.",
} as const;
