/** The JSON schema of an object of named string properties (route params, a form's fields). */
export function stringFields<const Name extends string>(
  names: readonly Name[],
  options: { required?: boolean; maxLength?: number } = {},
) {
  const field = {
    type: 'string',
    ...(options.maxLength === undefined ? {} : { maxLength: options.maxLength }),
  };
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, field])) as Record<Name, typeof field>,
    // Other properties are dropped (Fastify's validator removes what the schema does not name).
    additionalProperties: false,
    ...(options.required === false ? {} : { required: names }),
  } as const;
}
