// The page document's schema versions (issue 25). A document carries `schemaVersion`; each migration
// takes version n to n + 1, is pure and never imports today's declarations (it must keep working when
// they change). Run before the reader on every read: stored pages, their earlier versions, imports,
// templates. A document of a newer version than this app's is read as far as it goes and never saved
// over (a rolling deploy: the old app must not destroy what the new one wrote).
import type { ValidationError } from '../validation/messages.ts';
import { pageFail } from './page-messages.ts';

export const PAGE_SCHEMA_VERSION = 1;

type Json = Record<string, unknown>;

/** MIGRATIONS[n] takes a document of version n to version n + 1. None yet: version 1 is the first. */
export const PAGE_MIGRATIONS: Readonly<Record<number, (document: Json) => Json>> = {};

export function migratePageDocument(input: unknown): {
  document: unknown;
  newerThanApp: boolean;
  problem: ValidationError | null;
} {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { document: input, newerThanApp: false, problem: null };
  }
  let document = input as Json;
  const stated = document.schemaVersion;
  // A document without a version (hand-written, an early import) is read as the first version.
  let version = stated === undefined ? 1 : stated;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { document, newerThanApp: false, problem: pageFail('validation.invalidSetting') };
  }
  if (version > PAGE_SCHEMA_VERSION) return { document, newerThanApp: true, problem: null };
  while (version < PAGE_SCHEMA_VERSION) {
    const migrate = PAGE_MIGRATIONS[version];
    if (!migrate) return { document, newerThanApp: false, problem: pageFail('validation.invalidSetting') };
    document = migrate(document);
    version++;
  }
  return { document, newerThanApp: false, problem: null };
}
