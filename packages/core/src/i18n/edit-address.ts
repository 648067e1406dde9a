// The address of one translatable text, shared by the translations admin, in-page editing, XLIFF
// units and translation_state rows: `t:<key>` for a catalogue key, `<entity>:<uuid>.<field>` for a text
// of a record (a product's name, a category's description, …). Parsing is strict: anything else is
// refused, so a stored or posted address always names exactly one text.

/** The kinds of record whose texts have addresses, and their fields. */
export const EDIT_ENTITIES = {
  product: ['name', 'description', 'seoTitle', 'seoDescription'],
  category: ['name', 'description'],
  productField: ['label'],
  userField: ['label'],
  contentPage: ['title'],
} as const satisfies Record<string, readonly string[]>;

export type EditEntity = keyof typeof EDIT_ENTITIES;

export type EditAddress =
  { kind: 'key'; key: string } | { kind: 'entity'; entity: EditEntity; id: string; field: string };

/** A catalogue key: dotted words (`admin.navOrders`, `shop.product.price_2`), at most 200 characters. */
const KEY = /^[A-Za-z][\w-]*(?:\.[\w-]+)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_KEY_LENGTH = 200;

export const isEditEntity = (entity: string): entity is EditEntity =>
  Object.prototype.hasOwnProperty.call(EDIT_ENTITIES, entity);

/** The address as a string; throws for a part that could not be parsed back (a programming error). */
export function editAddress(address: EditAddress): string {
  const text =
    address.kind === 'key' ? `t:${address.key}` : `${address.entity}:${address.id}.${address.field}`;
  if (!parseEditAddress(text)) throw new Error(`Not an edit address: ${text}`);
  return text;
}

/** The parsed address, or null when the string is not exactly one valid address. */
export function parseEditAddress(text: string): EditAddress | null {
  if (text.startsWith('t:')) {
    const key = text.slice(2);
    return key.length <= MAX_KEY_LENGTH && KEY.test(key) ? { kind: 'key', key } : null;
  }
  const colon = text.indexOf(':');
  const dot = text.lastIndexOf('.');
  if (colon < 1 || dot < colon) return null;
  const entity = text.slice(0, colon);
  const id = text.slice(colon + 1, dot);
  const field = text.slice(dot + 1);
  if (!isEditEntity(entity) || !UUID.test(id)) return null;
  if (!(EDIT_ENTITIES[entity] as readonly string[]).includes(field)) return null;
  return { kind: 'entity', entity, id, field };
}
