import { getTableName } from 'drizzle-orm';
import { publicContentVersions } from '../platform/events/public-content.tables.ts';

const COUNTS_TABLE = getTableName(publicContentVersions);

/**
 * Whether a statement is the read of the committed changes' counts that each request makes first on
 * PostgreSQL (platform/events/committed-changes.ts, decision 0075): one per request at most, shared by
 * the requests of the same moment, whatever the request then reads. Tests that count what a call reads
 * for its answer leave it out.
 */
export const isChangeCountRead = (text: string) => text.includes(COUNTS_TABLE);

/**
 * Whether a statement is part of what a call reads or writes: not transaction control (the PostgreSQL
 * driver sends it as statements, PGlite not), nor the read of the change counts above.
 */
export const isWorkStatement = (text: string) =>
  !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text) && !isChangeCountRead(text);
