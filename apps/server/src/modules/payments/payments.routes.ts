import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import type { AppServices } from '../../platform/graphql/context.ts';
import { loadTenant } from '../tenancy/tenancy.service.ts';
import type { TenantResolver } from '../tenancy/tenant-resolver.ts';
import { readTenantSecret } from '../tenancy/tenant-secrets.ts';
import { verifyWebhook } from './card-gateway.ts';
import { settleSession } from './card-payments.ts';

export const STRIPE_WEBHOOK_PATH = '/service-api/webhooks/stripe';

/**
 * POST /service-api/webhooks/stripe (DESIGN §1): the provider's signed events for the tenant of the
 * Host. The signature is checked on the raw body with the tenant's webhook secret; a bad one gets 400
 * and changes nothing. Settling is idempotent, so replays are harmless; an error answers 500 and the
 * provider retries later, which also completes an order a crash left In creation.
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: { database: Database; tenants: TenantResolver; services: AppServices },
) {
  app.register(async (scope) => {
    // The signature covers the exact bytes sent: keep the body as a string, in this route only.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (_r, body, done) => done(null, body),
    );
    const route = { config: { access: 'webhook-signature' }, schema: { body: { type: 'string' } } } as const;
    scope.post<{ Body: string }>(STRIPE_WEBHOOK_PATH, route, async (request, reply) => {
      const tenantId = await deps.tenants.resolve(request.headers.host);
      if (!tenantId) return reply.code(404).send({ error: 'unknown host' });
      const raw = request.body;
      const signature = request.headers['stripe-signature'];
      const outcome = await withTenant(deps.database, tenantId, async (tx) => {
        const secret = await readTenantSecret(tx, deps.services.secrets, 'cardWebhookSecret');
        const event = secret
          ? verifyWebhook(raw, typeof signature === 'string' ? signature : undefined, secret)
          : null;
        if (!event) return 'badSignature' as const;
        if (!event.session) return 'ignored' as const;
        const tenant = await loadTenant(tx, tenantId);
        return tenant ? settleSession(tx, tenant, event.session, request.log) : ('ignored' as const);
      });
      if (outcome === 'badSignature') {
        request.log.warn({ tenantId }, 'card webhook with a missing or invalid signature');
        return reply.code(400).send({ error: 'invalid signature' });
      }
      return reply.send({ received: true, outcome });
    });
  });
}
