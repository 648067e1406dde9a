import { index, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

export type PunchOutProtocol = 'oci' | 'cxml';

/** What the transfer needs to answer the procurement system that started the session. */
export type PunchOutReturn = {
  /** OCI: ~TARGET, ~OkCode, ~caller as the setup sent them. */
  target?: string;
  okCode?: string;
  caller?: string;
  /** cXML: the buyer's cookie and the identities of the setup request. */
  buyerCookie?: string;
  fromIdentity?: string;
  fromDomain?: string;
  toIdentity?: string;
  toDomain?: string;
  payloadId?: string;
  deploymentMode?: 'production' | 'test';
};

/**
 * A punch-out session (DESIGN §1 /service-api/punchout): a procurement system's buyer shopping in the
 * shop, whose cart goes back to `returnUrl` (OCI HOOK_URL, cXML BrowserFormPost) instead of checkout.
 */
export const punchOutSessions = tenantTable(
  'punchout_session',
  {
    userId: uuid('user_id').notNull(),
    protocol: text('protocol').$type<PunchOutProtocol>().notNull(),
    returnUrl: text('return_url').notNull(),
    returnData: jsonb('return_data').$type<PunchOutReturn>().notNull().default({}),
    /** cXML: sha256 of the one-time start URL's token, until the buyer's browser has used it. */
    startTokenHash: text('start_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    /**
     * The page that handed the cart back, kept so a repeated 'transfer cart' (a double click, whose first
     * answer the browser discards) gets the same page instead of an empty cart.
     */
    transferPage: text('transfer_page'),
  },
  (t) => [index('punchout_session_token').on(t.tenantId, t.startTokenHash)],
  { references: () => tenants.id },
);
