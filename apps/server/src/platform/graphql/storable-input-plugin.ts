import { findTextProblems } from '@print/core/validation/storable-text';
import type { ValidationError } from '@print/core/validation/messages';
import { valueFromASTUntyped, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { invalidInput } from '../errors.ts';
import { toGraphQLError } from './domain-errors.ts';

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every argument value of the document (fragments and directives included) with variables filled in,
 * and the variables' default values: everything of the request that can reach a resolver.
 */
function argumentValues(document: DocumentNode, variables: Readonly<Record<string, unknown>>) {
  const found: { name: string; value: unknown }[] = [];
  visit(document, {
    Argument(node) {
      found.push({ name: node.name.value, value: valueFromASTUntyped(node.value, variables) });
    },
    VariableDefinition(node) {
      if (node.defaultValue)
        found.push({ name: node.variable.name.value, value: valueFromASTUntyped(node.defaultValue) });
    },
  });
  return found;
}

/**
 * The field errors for text that cannot be stored (packages/core storable-text.ts), keyed as the
 * services key theirs: the path inside an input object without the argument's name (`firstName`,
 * `billingAddress.street`, `customFields.0.value`), or the name of a plain argument (`search`, `token`).
 */
export function unstorableArguments(
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>>,
): Record<string, ValidationError> {
  const fields: Record<string, ValidationError> = {};
  for (const { name, value } of argumentValues(document, variables)) {
    for (const { path, error } of findTextProblems(value)) {
      const field = (isPlainObject(value) ? path : [name, ...path]).join('.');
      Object.defineProperty(fields, field, { value: error, enumerable: true, configurable: true });
    }
  }
  return fields;
}

/**
 * Refuses, before anything runs, an operation whose arguments hold text that cannot be stored (NUL,
 * lone surrogates, control characters): a BAD_USER_INPUT error with the spec's forbidden-characters
 * message and the field errors, as every other input error. One place for every query and mutation,
 * so no resolver can hand such text to the database (which failed with "Unexpected error.").
 * Registered before the tenant transaction, so a refused operation opens none.
 */
export function useStorableInput(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const fields = unstorableArguments(args.document, args.variableValues ?? {});
      const [first] = Object.values(fields);
      if (first)
        setResultAndStopExecution({
          errors: [toGraphQLError(invalidInput(first.key, fields, first.params))],
        });
    },
  };
}
