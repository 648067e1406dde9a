import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A module adds to another module's extension points only in its descriptor (ServerModule.contributes,
// decision 0061), never by a call that runs when one of its files is imported: such a registration
// depends on which files happen to be imported (a guard that is missing in a job, a test, a script), and
// no list shows it. The check reads the source rather than importing the modules: an import would only
// reveal the registrations of the files it imports, and a registry a new module brings along would be
// unknown to it. What the check looks for is what every import-time registration is: a statement at the
// top level of a file that calls something. Allowed are the GraphQL schema files' calls on the builder
// (the descriptor's `schema` loads them, so they run when the app asks for the schema, not on import)
// and the few library settings listed below with their reason.

const MODULES = import.meta.dirname;

/** Top-level calls that set up a library, not a registry of ours: `file: callee`, with the reason. */
const LIBRARY_SETTINGS: Record<string, string> = {
  // sharp keeps decoded images in a process-wide cache; off, so memory stays bounded (print-image-codec.ts).
  'media/print-image-codec.ts: sharp.cache': 'library setting',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `a.b.c(…)` → 'a.b.c'; the root of a chain of calls (`builder.objectRef(…).implement(…)`) → 'builder…'. */
function calleeName(call: ts.CallExpression): string {
  const name = (node: ts.Expression): string => {
    if (ts.isIdentifier(node)) return node.text;
    if (ts.isPropertyAccessExpression(node)) return `${name(node.expression)}.${node.name.text}`;
    if (ts.isCallExpression(node)) return name(node.expression);
    return '?';
  };
  return name(call.expression);
}

/** The calls a top-level statement makes when the file is imported (not those inside functions). */
function importTimeCalls(statement: ts.Statement): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node)) calls.push(node);
    ts.forEachChild(node, visit);
  };
  if (ts.isExpressionStatement(statement)) visit(statement.expression);
  // `const off = onSomething(…)` registers as well; plain values (`const X = builder.objectRef(…)`,
  // `const cache = new Map()`) are declarations the next check leaves alone unless they call a
  // registration by name.
  if (ts.isVariableStatement(statement)) {
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.initializer) visit(declaration.initializer);
    }
    return calls.filter((call) => /^(register|on|add|subscribe|runOutside)[A-Z]/.test(calleeName(call)));
  }
  return calls;
}

/** `file` (relative to modules/) and its text → its import-time registrations, as `file:line callee(…)`. */
function registrationsIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const localFunctions = new Set(
    source.statements.flatMap((statement) =>
      ts.isFunctionDeclaration(statement) && statement.name ? [statement.name.text] : [],
    ),
  );
  const schemaFile = file.endsWith('.schema.ts');
  return source.statements.flatMap((statement) =>
    importTimeCalls(statement)
      .map((call) => calleeName(call))
      .filter((callee) => {
        if (`${file}: ${callee}` in LIBRARY_SETTINGS) return false;
        if (!schemaFile) return true;
        // Schema files build their part of the schema: on the builder, on its refs, or through a helper
        // of their own that does so.
        const root = callee.split('.')[0]!;
        return !(root === 'builder' || callee.endsWith('.implement') || localFunctions.has(root));
      })
      .map(
        (callee) =>
          `${file}:${source.getLineAndCharacterOfPosition(statement.getStart()).line + 1} ${callee}(…)`,
      ),
  );
}

describe('what modules contribute', () => {
  it('is declared in their descriptors: no module file registers anything when it is imported', () => {
    const files = sourceFiles(MODULES);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) =>
      registrationsIn(relative(MODULES, path), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('finds a registration at the top level of a module file', () => {
    // The check itself, on the import-time registrations this project had before decision 0061.
    expect(
      registrationsIn('punchout/punchout.schema.ts', 'registerCheckoutGuard(async () => null);'),
    ).toEqual(['punchout/punchout.schema.ts:1 registerCheckoutGuard(…)']);
    expect(
      registrationsIn('payments/payments.schema.ts', "runOutsideTransaction('startCardPayment');"),
    ).toEqual(['payments/payments.schema.ts:1 runOutsideTransaction(…)']);
    expect(registrationsIn('audit/audit.module.ts', 'const off = onSettingsSaved(record);')).toEqual([
      'audit/audit.module.ts:1 onSettingsSaved(…)',
    ]);
    expect(registrationsIn('orders/orders.service.ts', 'void registry.add(mover);')).toEqual([
      'orders/orders.service.ts:1 registry.add(…)',
    ]);
    // What is not one: a call inside a function, the schema built on the builder, a plain value.
    const allowed = [
      'export async function f() { registerX(g); }',
      "builder.queryField('a', (t) => t.string({ resolve: () => registerX() }));",
      'const cache = new Map(); const X = createThing();',
    ].join('\n');
    expect(registrationsIn('cart/cart.schema.ts', allowed)).toEqual([]);
  });
});
