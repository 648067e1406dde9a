import type { ServerApi, ServerApiResult } from '@print/core/ssr-api';
import type { DocumentDecoration, initGraphQLTada, ResultOf, VariablesOf } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

// Typed GraphQL operations (decision 0034). gql.tada infers each operation's result and variables from
// apps/server/schema.graphql (through graphql-env.d.ts, written by `npm run graphql:types`), and
// `npm run typecheck` runs `gql.tada check`, which fails on an operation the schema no longer fits.

type Typed = ReturnType<
  typeof initGraphQLTada<{
    introspection: introspection;
    scalars: { JSON: unknown; File: File };
    // Results are plain objects: a fragment's fields are part of the result that spreads it.
    disableMasking: true;
  }>
>;

/** An operation's text, typed with its result and variables (`ResultOf`, `VariablesOf` of gql.tada). */
export type Operation<Result = unknown, Variables = Record<string, unknown>> = DocumentDecoration<
  Result,
  Variables
>;

/** Any typed operation (its variables a subtype of nothing in particular, as a parameter type must be). */
export type AnyOperation = Operation<unknown, never>;

// What each document defines (the operation, or a fragment by name), so a fragment used by several
// fragments of one operation is sent once.
const definitionsOf = new WeakMap<object, Map<string, string>>();
// Every operation (not fragment) the loaded modules defined: the server's tests send each of them
// through its limits (apps/server/src/host/graphql/web-operations.test.ts).
const operations: object[] = [];

function compose(source: string, fragments: readonly object[] = []): object {
  const definitions = new Map<string, string>();
  const own = /^\s*fragment\s+(\w+)/.exec(source)?.[1];
  definitions.set(own ? `fragment ${own}` : 'operation', source.trim());
  for (const fragment of fragments) {
    for (const [name, text] of definitionsOf.get(fragment) ?? []) definitions.set(name, text);
  }
  const text = new String([...definitions.values()].join('\n'));
  definitionsOf.set(text, definitions);
  if (!own) operations.push(text);
  return text;
}

/**
 * `graphql(\`query Catalog … \`, [fragments])`: the operation with its types. At run time the document
 * is its text (with each fragment it uses appended once), not a parsed tree: no GraphQL parser goes to
 * the browser, and the text is what the request sends.
 */
export const graphql = compose as unknown as Typed;

/** The texts of the operations the modules loaded so far define. */
export const definedOperations = (): string[] => operations.map(String);

/** The text to send for a typed operation (or an untyped one's string). */
export const operationText = (document: AnyOperation | string): string => String(document);

/** The operation's name (`query Catalog(…)` → `Catalog`), which names the call in `?c=` and the logs. */
export function operationName(document: AnyOperation | string): string {
  const name = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(String(document))?.[1];
  if (!name) throw new Error('A GraphQL operation needs a name');
  return name;
}

/** A typed operation run by a route loader through the server's in-process API (load context `api`). */
export function serverQuery<D extends AnyOperation>(
  api: ServerApi,
  document: D,
  variables: VariablesOf<D>,
): Promise<ServerApiResult<ResultOf<D>>> {
  return api.query<ResultOf<D>>(operationText(document), variables as Record<string, unknown>);
}
