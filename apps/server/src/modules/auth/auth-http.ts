import { CSRF_HEADER } from '@print/core/shell-data';
import { AUTH_FIELD_MAX_LENGTH, type AuthFailure } from '@print/core/auth/auth-api';
import { findTextProblems } from '@print/core/validation/storable-text';
import type { FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { englishMessage } from '../../platform/errors.ts';
import { stringFields } from '../../platform/http/route-schemas.ts';
import { loadTenant, type Tenant } from '../tenancy/tenancy.service.ts';
import type { TenantResolver } from '../tenancy/tenant-resolver.ts';

/** A failure the user caused, as the client expects it: a catalogue key and its en-GB text. */
export function sendFailure(
  reply: FastifyReply,
  status: number,
  key: string,
  extra: { field?: string; params?: Record<string, string> } = {},
) {
  const body: AuthFailure = { key, message: englishMessage(key, extra.params), ...extra };
  return reply.code(status).send(body);
}

/** An auth route's JSON body: the fields its schema names (authRoute), each a text, each optional. */
export type AuthBody<Field extends string> = { [Name in Field]?: string };

/**
 * The options of an auth route: who may call it and, for a route with a body, its JSON schema: the
 * named fields as texts of at most AUTH_FIELD_MAX_LENGTH characters (others are dropped), none required
 * (each route answers a missing one with its own message). A failed check is answered by tenantOrReply,
 * after the CSRF header, with the catalogue's message.
 */
export function authRoute<const Field extends string>(
  fields: readonly Field[],
  access: 'public' | 'account' = 'public',
) {
  if (fields.length === 0) return { config: { access } } as const;
  return {
    config: { access },
    schema: { body: stringFields(fields, { required: false, maxLength: AUTH_FIELD_MAX_LENGTH }) },
    attachValidation: true,
    // A POST without a body is an empty form: each route then names what is missing.
    preValidation: async (request: FastifyRequest) => {
      request.body ??= {};
    },
  } as const;
}

/**
 * The one input check every auth route shares, before any route looks at the body: text that cannot be
 * stored (NUL, lone surrogates, control characters; packages/core storable-text.ts) or is longer than
 * any auth field can be answers 400 with the message ('Forbidden characters U+0000', 'At most 256
 * characters') and the field, as does a body its schema refused (a field that is not text: 'Please
 * fill in all mandatory fields.'). True after replying.
 */
async function refusedBody(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  // Text first, the whole body as sent: a field both too long and unstorable is named for its characters.
  const [problem] = findTextProblems(request.body, { maxLength: AUTH_FIELD_MAX_LENGTH, limit: 1 });
  if (problem) {
    await sendFailure(reply, 400, problem.error.key, {
      field: problem.path.join('.'),
      ...(problem.error.params ? { params: problem.error.params } : {}),
    });
    return true;
  }
  const [invalid] = (request.validationError?.validation ?? []) as FastifySchemaValidationError[];
  if (!invalid) return false;
  const field = invalid.instancePath.slice(1).replaceAll('/', '.');
  const tooLong = invalid.keyword === 'maxLength';
  await sendFailure(reply, 400, tooLong ? 'validation.tooLong' : 'validation.mandatoryFields', {
    ...(field ? { field } : {}),
    ...(tooLong ? { params: { max: String(AUTH_FIELD_MAX_LENGTH) } } : {}),
  });
  return true;
}

/**
 * The tenant of an auth request, from the Host only; also enforces the CSRF header (a cross-site form
 * cannot set it, so nobody can log a visitor into an attacker's account) and refuses a body with text
 * that cannot be stored or is too long. Every auth route starts here. Null after replying.
 */
export async function tenantOrReply(
  deps: { database: Database; tenants: TenantResolver },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Tenant | null> {
  if (!request.headers[CSRF_HEADER]) {
    await reply
      .code(403)
      .send({ key: 'csrf', message: `Missing the ${CSRF_HEADER} header (CSRF protection)` });
    return null;
  }
  if (await refusedBody(request, reply)) return null;
  const tenantId = await deps.tenants.resolve(request.headers.host);
  const tenant = tenantId
    ? await withTenant(deps.database, tenantId, (tx) => loadTenant(tx, tenantId))
    : null;
  if (!tenant) {
    await reply
      .code(404)
      .send({ key: 'unknownHost', message: 'Unknown host: no shop is configured for this domain.' });
    return null;
  }
  return tenant;
}
