import type { FastifyInstance } from 'fastify';
import { EXCHANGE_FORMATS, type ExchangeFormat } from '@print/core/i18n/exchange-limits';
import type { Sessions } from '../../modules/auth/sessions.ts';
import { exportTranslations } from '../../modules/i18n/translation-export.ts';
import type { TenantCache } from '../../modules/tenancy/tenant-cache.ts';
import type { TenantResolver } from '../../modules/tenancy/tenant-resolver.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { actingTenantIdOf, resolveActingTenant } from '../graphql/acting-tenant.ts';

// The translations export as a download (issue 27): GET /service-api/translations/export?language=en-GB
// &format=xliff|json[&missing=1], for holders of translations.edit (checked before the handler:
// route-access.ts) on the host's shop, or for the platform operator on the shop named in the
// acting-tenant header (decision 0087), as the GraphQL endpoint does. Here, at the edge, because the
// acting tenant is resolved by the host.

export const TRANSLATION_EXPORT_PATH = '/service-api/translations/export';

type Query = { language: string; format?: string; missing?: string };

export function registerTranslationExportRoute(
  app: FastifyInstance,
  deps: { database: Database; tenants: TenantResolver; sessions: Sessions; tenantCache: TenantCache },
) {
  app.get<{ Querystring: Query }>(
    TRANSLATION_EXPORT_PATH,
    {
      config: { access: { right: 'translations.edit' } },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            language: { type: 'string', maxLength: 35 },
            format: { type: 'string', enum: [...EXCHANGE_FORMATS] },
            missing: { type: 'string', enum: ['0', '1'] },
          },
          required: ['language'],
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const notFound = () => reply.code(404).send({ error: 'Not found', statusCode: 404 });
      const hostTenantId = await deps.tenants.resolve(request.headers.host);
      if (!hostTenantId) return notFound();
      const acting = actingTenantIdOf(request, hostTenantId);
      let tenant = acting ? null : await deps.tenantCache.load(hostTenantId);
      if (acting) {
        const found = await resolveActingTenant(
          { sessions: deps.sessions, loadTenant: deps.tenantCache.load },
          request,
          hostTenantId,
          acting,
        );
        if (!found.ok)
          return reply.code(found.status).send({ error: found.message, statusCode: found.status });
        tenant = found.tenant;
      }
      if (!tenant) return notFound();
      const file = await withTenant(deps.database, tenant.id, (tx) =>
        exportTranslations(tx, tenant, {
          languageCode: request.query.language,
          format: (request.query.format ?? 'xliff') as ExchangeFormat,
          missingOnly: request.query.missing === '1',
        }),
      );
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
}
