const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids from a client are checked before they reach a uuid column: Postgres would reject a malformed one
 * with an error that aborts the transaction, where the caller should simply find nothing.
 */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
