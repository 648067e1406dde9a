import { textsOfAreas, type TextsByArea } from '@print/core/i18n/catalogue/areas';
import { PAGE_TEXTS_PREFIX, readPageTextsPath } from '@print/core/i18n/page-texts-path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TenantResolver } from '../../modules/tenancy/tenant-resolver.ts';
import type { PublicContentVersion } from '../../platform/events/public-content-version.ts';

type TextsOf = (
  tenantId: string,
  language: string,
  request: FastifyRequest,
) => Promise<{ textsByArea: TextsByArea; textVersion: string } | null>;

/**
 * The texts of a server-rendered page, fetched by the browser before it hydrates (decision 0068):
 * the shop's texts (built-in plus the tenant's own) of one language and a page's areas, from the kept
 * shell the pages render with. The address names the texts' version, so the answer is kept for good;
 * an older version (a page rendered just before an edit) gets today's texts, not kept.
 */
export function registerPageTextsRoute(
  app: FastifyInstance,
  deps: { tenants: TenantResolver; publicContent: PublicContentVersion; textsOf: TextsOf },
) {
  app.get<{ Params: { language: string; version: string; file: string } }>(
    `${PAGE_TEXTS_PREFIX}:language/:version/:file`,
    {
      config: { access: 'public' },
      schema: {
        params: {
          type: 'object',
          properties: {
            language: { type: 'string', maxLength: 35 },
            version: { type: 'string', maxLength: 64 },
            file: { type: 'string', maxLength: 200 },
          },
          required: ['language', 'version', 'file'],
        },
      },
    },
    async (request, reply) => {
      const wanted = readPageTextsPath(request.params.language, request.params.version, request.params.file);
      const tenantId = wanted && (await deps.tenants.resolve(request.headers.host));
      // The kept shell goes when a change committed before this request was not yet announced here.
      if (tenantId) await deps.publicContent.versionForRequest(tenantId);
      const texts = tenantId && (await deps.textsOf(tenantId, wanted.language, request));
      if (!wanted || !texts) return reply.code(404).send({ error: 'Not found', statusCode: 404 });
      return reply
        .header(
          'cache-control',
          texts.textVersion === wanted.version ? 'public, max-age=31536000, immutable' : 'no-store',
        )
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(textsOfAreas(texts.textsByArea, wanted.areas)));
    },
  );
}
