// The server hands route loaders an in-process GraphQL client (React Router load context `api`), so a
// server-rendered page reads catalogue data through exactly the schema, rights and tenant transaction
// the browser's calls go through, without an HTTP round trip to itself.

/** One GraphQL error as loaders see it: the message (a catalogue key for user input) and its code. */
export type ServerApiError = { message: string; code?: string };

export type ServerApiResult<T> = { data: T | null; errors: ServerApiError[] };

export type ServerApi = {
  /** Runs a query as the page's visitor (tenant from the Host, session from the cookies). */
  query<T>(query: string, variables?: Record<string, unknown>): Promise<ServerApiResult<T>>;
};
