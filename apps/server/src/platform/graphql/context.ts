import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AiSettings } from '../ai/chat-completions.ts';
import type { Database, Tx } from '../db/client.ts';
import type { TenantChanges } from '../events/tenant-changes.ts';
import type { RequestUser, ServiceContext } from '../service-context.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { MediaStorage } from '../storage/media-storage.ts';
import type { DeepLSettings, IntegrationSettings } from '../config/provider-config.ts';
import type { StockPhotoSettings } from '../config.ts';

/** Process-wide helpers resolvers need beside the database (built once in app.ts). */
export type AppServices = {
  /** Opens and seals the tenants' secret settings. */
  secrets: SecretBox;
  /** The card provider's API address when not the real one (tests, a local mock); else undefined. */
  cardApiBase: string | undefined;
  /** The stock photo provider's platform key, app name and address (UNSPLASH_*; a shop's own key wins). */
  stockPhotos: StockPhotoSettings;
  /** This process's notice that a tenant's settings changed (its caches drop the tenant). */
  tenantChanges: TenantChanges;
  /** The AI service (AI_API_KEY, AI_MODEL, AI_BASE_URL); undefined: not configured. */
  ai: AiSettings | undefined;
  /** PLATFORM_DOMAIN: a new tenant's fallback host is `<slug>.<platformDomain>`; undefined: `<slug>.localhost`. */
  platformDomain?: string | undefined;
  /** Where tenants' own domains must point (DOMAIN_CNAME_TARGET, DOMAIN_A_RECORDS; decision 0085). */
  domainDns: { cnameTarget: string; ipv4: readonly string[] };
  /** DeepL's platform key and address (DEEPL_API_KEY, DEEPL_API_BASE). */
  deepl: DeepLSettings;
  /** The tenants' integrations: Cal.com's address, and whether private hosts may be tested (CALCOM_API_BASE…). */
  integrations: IntegrationSettings;
};

// The tenant and user types live with the service context; modules fill them in there (declare module).
export type { RequestTenant, RequestUser } from '../service-context.ts';

/**
 * Per-request helpers that modules own (media's upload attempts, the catalogue's kept categories): each
 * owning module adds its own field here by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules
export interface ModuleRequestParts {}

/**
 * Per-request GraphQL context: the operation's service context (platform/service-context.ts), which
 * resolvers hand to services, and what only the GraphQL edge needs. `tx` is the operation's
 * tenant-scoped transaction (withTenant), set by the transaction plugin. `database` is for the
 * transaction plugin only; owner-connection helpers (withSystem, the key-value store) refuse to run
 * inside a resolver.
 */
export type GraphQLContext = ServiceContext &
  ModuleRequestParts & {
    database: Database;
    /** Where uploaded files are stored. */
    media: MediaStorage;
    services: AppServices;
    /**
     * The session user's check against the database, made by the transaction plugin in the operation's
     * own transaction (saves a transaction per request), which then sets `user` (resolvers always see it
     * set). Absent when `user` is known already (pages, uploads).
     */
    loadUser?: (tx: Tx) => Promise<RequestUser | null>;
    req: FastifyRequest;
    reply: FastifyReply;
  };
