import { findTextProblems } from '@print/core/validation/storable-text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Sessions } from '../auth/sessions.ts';
import { findProductsByIds } from '../catalog/catalog.service.ts';
import { pricingOfProducts, type PricedProduct } from '../pricing/pricing.service.ts';
import { loadCategoryAccess, type CategoryAccess } from '../catalog/categories/category-access.ts';
import type { SessionUser } from '../users/users.service.ts';
import { textsForLanguage } from '../i18n/i18n.service.ts';
import { loadTenant, normalizeHost, type Tenant } from '../tenancy/tenancy.service.ts';
import type { TenantResolver } from '../tenancy/tenant-resolver.ts';
import { readTenantSecret } from '../tenancy/tenant-secrets.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import type { AppServices } from '../../platform/graphql/context.ts';
import { stringFields } from '../../platform/http/route-schemas.ts';
import { cxmlErrorResponse, cxmlSetupResponse, newPayloadId, parseCxmlSetupRequest } from './cxml.ts';
import { parseOciForm, parseOciSetup, type OciFields } from './oci.ts';
import { clearPunchOutCookie, punchOutCookie, setPunchOutCookie } from './punchout-cookie.ts';
import {
  openPunchOut,
  redeemStartToken,
  repeatedTransfer,
  startPunchOut,
  transferCart,
} from './punchout.service.ts';
import { secretsMatch } from './shared-secret.ts';
import { clientAddressKey, type RateLimit, type RateLimiter } from '../auth/rate-limit.ts';
import { AUTOSUBMIT_SCRIPT_CSP_SOURCE } from './transfer-page.ts';

export const PUNCHOUT_PATHS = {
  oci: '/service-api/punchout/oci',
  cxml: '/service-api/punchout/cxml',
  start: '/service-api/punchout/start/:token',
  transfer: '/service-api/punchout/transfer',
} as const;

type Deps = {
  database: Database;
  tenants: TenantResolver;
  sessions: Sessions;
  services: AppServices;
  limiter: RateLimiter;
};

/**
 * Wrong shared secrets per source address: guessing stops after 20 tries in 15 minutes. Successful
 * setups are not limited (a procurement server starts sessions for all its buyers from one address).
 */
export const PUNCHOUT_FAILURES_PER_IP: RateLimit = {
  name: 'punchout-fail-ip',
  max: 20,
  windowSeconds: 15 * 60,
};

/** Checks the shared secret, counting failures; null when the source has failed too often. */
async function checkSecret(
  deps: Deps,
  request: FastifyRequest,
  tenantId: string,
  given: string,
  expected: string | null,
) {
  const subject = `${tenantId}:${clientAddressKey(request.ip)}`;
  if (await deps.limiter.exceeded(PUNCHOUT_FAILURES_PER_IP, subject)) return null;
  if (expected && secretsMatch(given, expected)) return true;
  await deps.limiter.hit(PUNCHOUT_FAILURES_PER_IP, subject);
  return false;
}

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The browser says the form came from this very origin (Sec-Fetch-Site, else the Origin header). */
function sameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const from = request.headers.origin;
  return from === undefined || from === origin(request);
}

/** A short plain page for the buyer when a punch-out cannot start or transfer (no session is made). */
function refuse(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(message);
}

async function tenantAndSecret(deps: Deps, request: FastifyRequest) {
  const tenantId = await deps.tenants.resolve(request.headers.host);
  if (!tenantId) return null;
  return withTenant(deps.database, tenantId, async (tx) => ({
    tenant: (await loadTenant(tx, tenantId))!,
    secret: await readTenantSecret(tx, deps.services.secrets, 'punchoutSecret'),
  }));
}

/** OCI setup fields, in the query string (GET) or the form body (POST): each a text, or repeated. */
const OCI_FIELDS = {
  type: 'object',
  additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
} as const;
type OciRequest = FastifyRequest<{ Querystring: OciFields; Body: OciFields | undefined }>;

const formFields = (request: OciRequest): OciFields => ({ ...request.query, ...request.body });

/**
 * Punch-out (DESIGN §1): OCI and cXML setup with the tenant's shared secret, the cXML start URL, and
 * 'transfer cart'. A bad secret or a malformed request gets a clear error and no session.
 */
export function registerPunchOutRoutes(app: FastifyInstance, deps: Deps) {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_r, body, done) => done(null, parseOciForm(String(body))),
    );
    for (const type of ['text/xml', 'application/xml']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 512 * 1024 }, (_r, body, done) =>
        done(null, body),
      );
    }

    // OCI: the buyer's browser arrives with the setup fields (GET or POST) and starts shopping at once.
    const oci = async (request: OciRequest, reply: FastifyReply) => {
      const found = await tenantAndSecret(deps, request);
      if (!found) return refuse(reply, 404, 'Unknown shop.');
      if (request.validationError) return refuse(reply, 400, 'Punch-out refused: malformed setup fields.');
      const fields = formFields(request);
      // Setup fields are stored (buyer, return data): text the database cannot hold is refused here.
      const [unstorable] = findTextProblems(fields, { limit: 1 });
      if (unstorable)
        return refuse(
          reply,
          400,
          `Punch-out refused: ${unstorable.path.join('.')} holds control characters.`,
        );
      const setup = parseOciSetup(fields);
      if (!setup.ok)
        return refuse(
          reply,
          400,
          `Punch-out refused: ${setup.reason === 'badHookUrl' ? 'HOOK_URL must be an absolute http(s) URL' : 'USERNAME, PASSWORD and HOOK_URL are required'}.`,
        );
      const allowed = await checkSecret(deps, request, found.tenant.id, setup.password, found.secret);
      if (allowed === null)
        return refuse(reply, 429, 'Punch-out refused: too many failed attempts, try again later.');
      if (!allowed) return refuse(reply, 401, 'Punch-out refused: wrong credentials.');
      const started = await withTenant(deps.database, found.tenant.id, (tx) =>
        startPunchOut(tx, found.tenant, {
          protocol: 'oci',
          buyer: setup.username,
          persistentBuyer: false,
          returnUrl: setup.hookUrl,
          returnData: { target: setup.target, okCode: setup.okCode, caller: setup.caller },
          language: setup.language ?? '',
        }),
      );
      await deps.sessions.start(request, reply, found.tenant.id, started.userId);
      setPunchOutCookie(request, reply, started.sessionId);
      return reply.redirect('/catalog', 303);
    };
    const ociRoute = { config: { access: 'shared-secret' }, attachValidation: true } as const;
    scope.get(PUNCHOUT_PATHS.oci, { ...ociRoute, schema: { querystring: OCI_FIELDS } }, oci);
    scope.post(
      PUNCHOUT_PATHS.oci,
      { ...ociRoute, schema: { querystring: OCI_FIELDS, body: OCI_FIELDS } },
      oci,
    );

    // cXML: a server-to-server PunchOutSetupRequest, answered with the start URL for the buyer's browser.
    // The body is the XML document as text; a form or JSON body fails the schema and gets a cXML error.
    const cxmlRoute = {
      config: { access: 'shared-secret' },
      schema: { body: { type: 'string' } },
      attachValidation: true,
    } as const;
    scope.post<{ Body: string }>(PUNCHOUT_PATHS.cxml, cxmlRoute, async (request, reply) => {
      const timestamp = new Date();
      const payloadId = newPayloadId(normalizeHost(request.headers.host) || 'shop');
      const error = (code: 400 | 401 | 404 | 429, text: string) =>
        reply
          .code(code)
          .type('text/xml; charset=utf-8')
          .send(
            cxmlErrorResponse({
              code: code === 401 ? 401 : code === 429 ? 500 : 400,
              text,
              timestamp,
              payloadId,
            }),
          );
      const found = await tenantAndSecret(deps, request);
      if (!found) return error(404, 'Unknown shop');
      const setup = parseCxmlSetupRequest(request.validationError ? '' : request.body);
      if (!setup.ok) return error(400, `Bad Request: ${setup.reason}`);
      if (findTextProblems(setup, { limit: 1 }).length) return error(400, 'Bad Request: control characters');
      const allowed = await checkSecret(deps, request, found.tenant.id, setup.sharedSecret, found.secret);
      if (allowed === null) return error(429, 'Too Many Requests');
      if (!allowed) return error(401, 'Unauthorized');
      const started = await withTenant(deps.database, found.tenant.id, (tx) =>
        startPunchOut(tx, found.tenant, {
          protocol: 'cxml',
          buyer: setup.userEmail ?? setup.userName ?? setup.fromIdentity,
          persistentBuyer: setup.userEmail !== undefined,
          returnUrl: setup.browserFormPostUrl,
          returnData: {
            buyerCookie: setup.buyerCookie,
            fromIdentity: setup.fromIdentity,
            fromDomain: setup.fromDomain,
            toIdentity: setup.toIdentity,
            toDomain: setup.toDomain,
            payloadId: setup.payloadId,
            deploymentMode: setup.deploymentMode,
          },
          language: setup.extrinsics.UserLanguage ?? setup.extrinsics.Language ?? '',
        }),
      );
      const startUrl = `${origin(request)}${PUNCHOUT_PATHS.start.replace(':token', started.startToken!)}`;
      return reply
        .type('text/xml; charset=utf-8')
        .send(cxmlSetupResponse({ payloadId, inResponseTo: setup.payloadId, startUrl, timestamp }));
    });

    const startRoute = {
      config: { access: 'one-time-link' },
      schema: { params: stringFields(['token']) },
    } as const;
    scope.get<{ Params: { token: string } }>(PUNCHOUT_PATHS.start, startRoute, async (request, reply) => {
      const tenantId = await deps.tenants.resolve(request.headers.host);
      if (!tenantId) return refuse(reply, 404, 'Unknown shop.');
      const { token } = request.params;
      const session = /^[\w-]{20,100}$/.test(token)
        ? await withTenant(deps.database, tenantId, (tx) => redeemStartToken(tx, token))
        : null;
      if (!session)
        return refuse(
          reply,
          410,
          'This punch-out link has expired or was already used. Start again from your procurement system.',
        );
      await deps.sessions.start(request, reply, tenantId, session.userId);
      setPunchOutCookie(request, reply, session.sessionId);
      return reply.redirect('/catalog', 303);
    });

    // Transfer cart: a form POST from the cart page; answers with the page that posts the cart back.
    // The form carries no fields: the session's cart is transferred.
    scope.post(PUNCHOUT_PATHS.transfer, { config: { access: 'session' } }, async (request, reply) => {
      const tenantId = await deps.tenants.resolve(request.headers.host);
      if (!tenantId) return refuse(reply, 404, 'Unknown shop.');
      // Only this shop's own pages may send this: not another site, and not a sibling shop's subdomain
      // (same-site for the browser, so its Lax cookies would come along).
      if (!sameOrigin(request)) return refuse(reply, 403, 'Forbidden.');
      const user = await deps.sessions.resolve(request, reply, tenantId);
      const sessionId = punchOutCookie(request);
      if (!user || !sessionId)
        return refuse(reply, 401, 'No punch-out session: start again from your procurement system.');
      const page = await withTenant(deps.database, tenantId, async (tx) => {
        const session = await openPunchOut(tx, sessionId, user.userId);
        const tenant = await loadTenant(tx, tenantId);
        if (!tenant) return null;
        if (!session) return repeatedTransfer(tx, sessionId, user.userId);
        return transferCart(
          tx,
          tenant,
          shopperFor(tx, user),
          session,
          await transferTexts(tx, tenant, user.language),
          normalizeHost(request.headers.host),
        );
      }).catch(async (error: unknown) => {
        // Nothing was transferred (the transaction rolled back): say why, in the buyer's language.
        const key = error instanceof DomainError ? error.key : undefined;
        if (!key) request.log.error({ err: error }, 'punch-out transfer failed');
        const texts = await withTenant(deps.database, tenantId, async (tx) =>
          textsForLanguage(tx, (await loadTenant(tx, tenantId))!, user.language),
        );
        return { refused: texts[key ?? 'checkout.sendOrderError'] ?? 'Error when sending the order.' };
      });
      if (page === null)
        return refuse(reply, 401, 'No punch-out session: start again from your procurement system.');
      if (typeof page === 'object') return refuse(reply, 400, page.refused);
      clearPunchOutCookie(request, reply);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          `default-src 'none'; script-src ${AUTOSUBMIT_SCRIPT_CSP_SOURCE}; style-src 'unsafe-inline'; form-action *`,
        )
        .send(page);
    });
  });
}

function shopperFor(tx: Tx, user: SessionUser) {
  let access: Promise<CategoryAccess> | undefined;
  return {
    userId: user.userId,
    language: user.language,
    // The catalogue's visibility rule (roles, published), as the cart and checkout use it.
    visibleProduct: async (productId: string) =>
      (await findProductsByIds(tx, await (access ??= loadCategoryAccess(tx, user)), [productId]))[0] ?? null,
    pricingOf: async (product: PricedProduct) => (await pricingOfProducts(tx, [product])).get(product.id)!,
  };
}

async function transferTexts(tx: Tx, tenant: Tenant, language: string) {
  const texts = await textsForLanguage(tx, tenant, language);
  return {
    title: texts['punchout.transferring'] ?? 'Transferring your cart…',
    submitLabel: texts['checkout.transferToProcurement'] ?? 'Transfer to procurement system',
  };
}
