import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import type { TestApp } from '../../testing/test-app.ts';

// Operations and sessions the price list tests share.

export type GraphQLBody<T> = {
  data?: T;
  errors?: {
    message: string;
    extensions?: { code?: string; key?: string; fields?: Record<string, { key: string }> };
  }[];
};

export const LIST_FIELDS = 'id name currency priceEntry taxCategory archived scaleCount productCount';

export const CREATE = `mutation CreatePriceList($input: PriceListInput!) {
  createPriceList(input: $input) { ${LIST_FIELDS} } }`;
export const UPDATE = `mutation UpdatePriceList($id: ID!, $input: PriceListInput!) {
  updatePriceList(id: $id, input: $input) { ${LIST_FIELDS} } }`;
export const GET = `query PriceList($id: ID!) { priceList(id: $id) { ${LIST_FIELDS}
  variants { id code name productName } } }`;
const SCALE_FIELDS = 'id variantId minQuantity unitPriceMinor variant { id code name productName }';
export const SCALES = `query PriceListScales($priceListId: ID!, $variantId: ID, $forAllVariants: Boolean,
  $quantity: String, $offset: Int, $limit: Int, $sortBy: PriceScaleSortField, $sortDirection: SortDirection) {
  priceListScales(priceListId: $priceListId, variantId: $variantId, forAllVariants: $forAllVariants,
    quantity: $quantity, offset: $offset, limit: $limit, sortBy: $sortBy, sortDirection: $sortDirection) {
    total items { ${SCALE_FIELDS} } } }`;
export const ADD_SCALE = `mutation AddPriceScale($priceListId: ID!, $scale: PriceScaleInput!) {
  addPriceScale(priceListId: $priceListId, scale: $scale) { ${SCALE_FIELDS} } }`;
export const UPDATE_SCALE = `mutation UpdatePriceScale($priceListId: ID!, $id: ID!, $scale: PriceScaleInput!) {
  updatePriceScale(priceListId: $priceListId, id: $id, scale: $scale) { ${SCALE_FIELDS} } }`;
export const REMOVE_SCALE = `mutation RemovePriceScale($priceListId: ID!, $id: ID!) {
  removePriceScale(priceListId: $priceListId, id: $id) }`;
export const LIST = `query PriceLists($search: String, $archived: Boolean, $offset: Int, $limit: Int,
  $sortBy: PriceListSortField, $sortDirection: SortDirection) {
  priceLists(search: $search, archived: $archived, offset: $offset, limit: $limit, sortBy: $sortBy,
    sortDirection: $sortDirection) { total items { ${LIST_FIELDS} } } }`;
export const ARCHIVE = `mutation ArchivePriceList($id: ID!) { archivePriceList(id: $id) { ${LIST_FIELDS} } }`;
export const RESTORE = `mutation RestorePriceList($id: ID!) { restorePriceList(id: $id) { ${LIST_FIELDS} } }`;
const REPORT =
  'added changed removed unchanged applied errors { line key params } changes { kind variantCode minQuantity beforeMinor afterMinor }';
export const PREVIEW = `mutation PreviewPriceListImport($id: ID!, $file: String!) {
  previewPriceListImport(id: $id, file: $file) { ${REPORT} } }`;
export const IMPORT = `mutation ImportPriceList($id: ID!, $file: String!) {
  importPriceList(id: $id, file: $file) { ${REPORT} } }`;
export const FILE = `query PriceListFile($id: ID!, $format: PriceListFileFormat!) { priceListFile(id: $id, format: $format) }`;

export type ListView = {
  id: string;
  name: string;
  currency: string;
  priceEntry: 'net' | 'gross';
  taxCategory: string;
  archived: boolean;
  scaleCount: number;
  productCount: number;
  variants?: { id: string; code: string }[];
};

export type ScaleView = {
  id: string;
  variantId: string | null;
  minQuantity: number;
  unitPriceMinor: number;
  variant: { id: string; code: string; name: string; productName: string } | null;
};
export type ScalePage = { total: number; items: ScaleView[] };

export type Report = {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  applied: boolean;
  errors: { line: number; key: string; params: Record<string, string> }[];
  changes: {
    kind: string;
    variantCode: string | null;
    minQuantity: number;
    beforeMinor: number | null;
    afterMinor: number | null;
  }[];
};

export const listInput = (name: string, extra: Record<string, unknown> = {}) => ({
  input: { name, currency: 'EUR', priceEntry: 'net', taxCategory: 'standard', ...extra },
});

/** A signed-in coach: admin access and catalog.read, but not prices.write. */
export async function coachSession(t: TestApp, admin: CookieJar, name: string): Promise<CookieJar> {
  const email = `${name}@druckerei.test`;
  const created = await graphqlAs(
    t,
    admin,
    'mutation CreateUser($input: UserAccountInput!) { createUser(input: $input) { id } }',
    {
      input: {
        email,
        username: name,
        firstName: 'Clara',
        lastName: 'Coach',
        roles: ['coach'],
        password: 'Coach#2026x',
      },
    },
  );
  if ((created.body as GraphQLBody<unknown>).errors) throw new Error(JSON.stringify(created.body));
  return loginAs(t, name, 'Coach#2026x', { email });
}
