import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

// Where records name uploaded files. A stored file is addressed as /media/{id} (decision 0010), and that
// address is copied into whatever shows or prints the picture: a product's gallery, a shopper's field
// values, an order item, a theme. No foreign key follows those copies, so before the media module
// deletes a file (media-cleanup.ts) it asks every such place whether it still names it. Each module
// declares its places in its descriptor (ServerModule.contributes.mediaReferences): modules/index.ts
// lists every module once, so no place can be missed by load order.

/** Columns of one table (text or jsonb) that may hold /media/{id} addresses, anywhere in their text. */
export type MediaReferenceSource = {
  /** For the log: what keeps a file ("order items"). */
  name: string;
  table: PgTable;
  columns: readonly PgColumn[];
  /**
   * Values of the row (jsonb) whose strings are files' bare ids, not addresses (the shop's logos by
   * kind: the id in lower case, as the file's row has it).
   */
  idsIn?: readonly SQL[];
};

declare module '../module-contributions.ts' {
  interface ContributionKinds {
    /** Columns that may name uploaded files (the media module's cleanup keeps what they name). */
    mediaReferences: MediaReferenceSource;
  }
}

const MEDIA_ID = /\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

/**
 * The ids of every stored file named anywhere in these values (strings, arrays, objects, nested), in
 * lower case, once each: /media/{id}, its /thumb, and absolute addresses on the shop's host alike.
 */
export function mediaIdsIn(...values: unknown[]): string[] {
  const ids = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(MEDIA_ID)) ids.add(match[1]!.toLowerCase());
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(walk);
    }
  };
  values.forEach(walk);
  return [...ids];
}
