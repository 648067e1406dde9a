import type { SessionInfo } from '@print/core/auth/auth-api';
import { CATEGORY_PREVIEW_MAX } from '@print/core/constants';
import { checkLinkUrl } from '@print/core/validation/text-rules';
import { categoryPath, productPath } from '@print/core/shop-paths';
import type { CategoryLinkData } from './catalog-api.ts';

// Pure rules of the catalogue pages: paging and search in the URL, where a category link leads.

/** Products per page of the grid (the server's default page size as well). */
export const PAGE_SIZE = 24;

/** The server cuts longer search texts; the form does the same, so the URL shows what was searched. */
export const MAX_SEARCH_LENGTH = 100;

export { CATEGORY_PREVIEW_MAX };

/**
 * The preview products a category shows: the first CATEGORY_PREVIEW_MAX of what the server sent, or
 * for a random category with `random` (once in the browser) as many drawn from its pool, so each visit
 * of a cached page differs (decision 0055).
 */
export function previewPick<T>(products: readonly T[], random: (() => number) | null): T[] {
  if (!random) return products.slice(0, CATEGORY_PREVIEW_MAX);
  const pool = [...products];
  const picked: T[] = [];
  while (picked.length < CATEGORY_PREVIEW_MAX && pool.length > 0) {
    picked.push(...pool.splice(Math.floor(random() * pool.length), 1));
  }
  return picked;
}

/**
 * Numbers in [0, 1) drawn from `seed` (a linear congruential generator: enough for shuffling previews):
 * the same seed gives the same draws, so a random category's previews, drawn once per visit, stay put
 * when the page's data reloads.
 */
export function seededRandom(seed: number): () => number {
  let state = Math.floor(seed * 233280);
  return () => (state = (state * 9301 + 49297) % 233280) / 233280;
}

/** `?page=`: a whole number from 1; anything else is the first page. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(Number(value), 1);
}

/** `?q=`: the searched name, trimmed; null when there is no search. */
export function parseSearch(value: string | null): string | null {
  const search = value?.trim().slice(0, MAX_SEARCH_LENGTH) ?? '';
  return search === '' ? null : search;
}

export const pageCount = (total: number): number => Math.max(Math.ceil(total / PAGE_SIZE), 1);

export const pageOffset = (page: number): number => (page - 1) * PAGE_SIZE;

/** The address of another page of the same list: the search stays, page 1 has no `page`. */
export function pageHref(pathname: string, search: string | null, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The page numbers the pager shows: the first, the last and the current one with its neighbours;
 * 'gap' where numbers are left out. Long lists stay one short row on a phone.
 */
export function pagerItems(current: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, current - 1, current, current + 1]);
  const items: (number | 'gap')[] = [];
  for (let page = 1; page <= pages; page++) {
    if (shown.has(page)) items.push(page);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}

/**
 * The link URL of a link category when it is one the shop may link to (core's link rule: https:// or a
 * path of this site), else null: the category then behaves like a normal one, never a javascript: link.
 */
export function safeLinkUrl(url: string | null): string | null {
  const value = url?.trim();
  return value && checkLinkUrl(value) === null ? value : null;
}

export type CategoryTarget =
  /** A category page or a path of this shop: a router link. */
  | { kind: 'internal'; to: string }
  /** Another site: a plain link, in a new window when the category says so. */
  | { kind: 'external'; href: string; newWindow: boolean };

/** Where a category's link leads: its link URL for a link category (spec §3), else its own page. */
export function categoryTarget(category: CategoryLinkData): CategoryTarget {
  const url = safeLinkUrl(category.linkUrl);
  if (!url) return { kind: 'internal', to: categoryPath(category.slug) };
  const newWindow = category.linkTarget === 'new';
  // A path of this shop in the same window can use client navigation; everything else is a real link.
  if (url.startsWith('/') && !newWindow) return { kind: 'internal', to: url };
  return { kind: 'external', href: url, newWindow };
}

export { categoryPath, productPath };

/** Administrators see the empty catalogue's admin hint (spec §6). */
export const canManageCatalogue = (session: SessionInfo | null): boolean =>
  session?.rights.includes('catalog.write') ?? false;
