import { createHash, randomBytes } from 'node:crypto';
import { localizedText } from '@print/core/i18n/localized-text';
import { productWithVariant, supplierPartId } from '@print/core/orders/order-line';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { emptyCart } from '../cart/cart.service.ts';
import type { Shopper } from '../cart/item-rules.ts';
import { checkoutCart } from '../orders/checkout-lines.ts';
import { lockCheckout } from '../orders/checkout-lock.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { punchOutUser } from '../users/users.service.ts';
import { cxmlOrderMessage, cxmlTransferPage, newPayloadId } from './cxml.ts';
import { ociTransferPage } from './oci.ts';
import type { PunchOutItem } from './punchout-types.ts';
import { punchOutSessions, type PunchOutProtocol, type PunchOutReturn } from './punchout.tables.ts';

// Punch-out sessions: started by a procurement system with the tenant's shared secret, ended by the
// buyer's 'transfer cart', which hands the priced cart back instead of ordering it here.

/** How long a cXML start URL may wait for the buyer's browser. */
const START_TOKEN_TTL_MS = 5 * 60 * 1000;
/** How long after a transfer a repeated one still gets its page (a double click, a slow reload). */
const TRANSFER_REPEAT_MS = 5 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export type StartedPunchOut = { sessionId: string; userId: string; startToken: string | null };

/** Creates the session (and the buyer's account on first use); cXML gets a one-time start token. */
export async function startPunchOut(
  tx: Tx,
  tenant: Tenant,
  setup: {
    protocol: PunchOutProtocol;
    buyer: string;
    /** The buyer is one person (cXML contact e-mail): keep their account across sessions. */
    persistentBuyer: boolean;
    returnUrl: string;
    returnData: PunchOutReturn;
    language: string;
  },
): Promise<StartedPunchOut> {
  const language = tenant.languages.some((l) => l.code === setup.language)
    ? setup.language
    : tenant.defaultLanguage;
  const userId = await punchOutUser(tx, setup.buyer, language, {
    persistent: setup.persistentBuyer,
  });
  const startToken = setup.protocol === 'cxml' ? randomBytes(32).toString('base64url') : null;
  const [row] = await tx
    .insert(punchOutSessions)
    .values({
      userId,
      protocol: setup.protocol,
      returnUrl: setup.returnUrl,
      returnData: setup.returnData,
      startTokenHash: startToken ? hash(startToken) : null,
    })
    .returning({ id: punchOutSessions.id });
  return { sessionId: row!.id, userId, startToken };
}

/** The session of a cXML start URL, once: the token is cleared as it is used. */
export async function redeemStartToken(
  tx: Tx,
  token: string,
): Promise<{ sessionId: string; userId: string } | null> {
  const [row] = await tx
    .update(punchOutSessions)
    .set({ startTokenHash: null })
    .where(
      and(
        eq(punchOutSessions.startTokenHash, hash(token)),
        gt(punchOutSessions.createdAt, new Date(Date.now() - START_TOKEN_TTL_MS)),
      ),
    )
    .returning({ sessionId: punchOutSessions.id, userId: punchOutSessions.userId });
  return row ?? null;
}

/** The open (not yet transferred) punch-out session of this user, if `sessionId` is theirs. */
export async function openPunchOut(tx: Tx, sessionId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(punchOutSessions)
    .where(
      and(
        eq(punchOutSessions.id, sessionId),
        eq(punchOutSessions.userId, userId),
        isNull(punchOutSessions.transferredAt),
        isNull(punchOutSessions.startTokenHash),
      ),
    );
  return row ?? null;
}

/**
 * The page a just-transferred session of this user handed back, for a repeated 'transfer cart' (a
 * double click: the browser shows the second answer and drops the first, so the second must carry the
 * cart too, not an error). Null once the session is older than a repeat could be, or not theirs.
 */
export async function repeatedTransfer(tx: Tx, sessionId: string, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ page: punchOutSessions.transferPage })
    .from(punchOutSessions)
    .where(
      and(
        eq(punchOutSessions.id, sessionId),
        eq(punchOutSessions.userId, userId),
        gt(punchOutSessions.transferredAt, new Date(Date.now() - TRANSFER_REPEAT_MS)),
      ),
    );
  return row?.page ?? null;
}

/**
 * Transfer cart: the cart priced and checked like a checkout (visible, orderable, complete), as
 * punch-out items at net unit prices; the page that posts them back; the cart emptied and the session
 * closed. Stock is not taken: the procurement system's purchase order comes later, outside the shop.
 * A transfer repeated at once answers with the first one's page; the cart leaves only once.
 */
export async function transferCart(
  tx: Tx,
  tenant: Tenant,
  shopper: Shopper & { language: string },
  session: typeof punchOutSessions.$inferSelect,
  texts: { title: string; submitLabel: string },
  host: string,
): Promise<string | null> {
  // One checkout of this buyer at a time, the cart read after the previous one committed: a second
  // session of the same buyer finds the cart already gone (checkout-lock.ts).
  await lockCheckout(tx, shopper.userId);
  // Claim the session: of two concurrent transfers one proceeds, the other gets the first one's page.
  const [claimed] = await tx
    .update(punchOutSessions)
    .set({ transferredAt: new Date() })
    .where(and(eq(punchOutSessions.id, session.id), isNull(punchOutSessions.transferredAt)))
    .returning({ id: punchOutSessions.id });
  if (!claimed) return repeatedTransfer(tx, session.id, shopper.userId);
  const page = await transferPage(tx, tenant, shopper, session, texts, host);
  await tx.update(punchOutSessions).set({ transferPage: page }).where(eq(punchOutSessions.id, session.id));
  return page;
}

/** The page posting the cart back to the procurement system; the cart is emptied. */
async function transferPage(
  tx: Tx,
  tenant: Tenant,
  shopper: Shopper & { language: string },
  session: typeof punchOutSessions.$inferSelect,
  texts: { title: string; submitLabel: string },
  host: string,
): Promise<string> {
  const cart = await checkoutCart(tx, shopper, tenant.settings);
  const text = (value: Record<string, string>) =>
    localizedText(value, shopper.language, tenant.defaultLanguage);
  const items: PunchOutItem[] = cart.lines.map((line) => {
    const bought = productWithVariant(
      text(line.productName),
      line.variantName ? { name: text(line.variantName), code: null } : null,
    );
    // A renamed line keeps what it is in its long text.
    const longText = [line.customName ? bought : '', line.customDescription ?? ''].filter(Boolean).join('\n');
    return {
      // The part the procurement system books: the variant's code, else the article code (decision 0053).
      articleCode: supplierPartId(
        { articleCode: line.articleCode ?? null, variantCode: line.variantCode ?? null },
        cart.productSlugs.get(line.productId) ?? line.productId,
      ),
      description: line.customName || bought,
      ...(longText ? { longText } : {}),
      quantity: line.quantity,
      unit: 'C62',
      // Procurement systems work with net prices; the line's net total exactly, per unit where it divides.
      ...(line.netMinor % line.quantity === 0
        ? { unitPriceMinor: line.netMinor / line.quantity }
        : { unitPriceMinor: line.netMinor, priceUnit: line.quantity }),
      currency: cart.currency,
      auxiliaryId: line.cartItemId,
    };
  });
  await emptyCart(tx, shopper.userId);
  const back = session.returnData;
  if (session.protocol === 'oci') {
    return ociTransferPage({
      hookUrl: session.returnUrl,
      ...(back.target ? { target: back.target } : {}),
      ...(back.okCode ? { okCode: back.okCode } : {}),
      ...(back.caller ? { caller: back.caller } : {}),
      items,
      ...texts,
      lang: shopper.language,
    });
  }
  const orderMessageXml = cxmlOrderMessage({
    payloadId: newPayloadId(host),
    timestamp: new Date(),
    buyerCookie: back.buyerCookie ?? '',
    fromIdentity: back.toIdentity ?? host,
    toIdentity: back.fromIdentity ?? '',
    ...(back.toDomain ? { fromDomain: back.toDomain } : {}),
    ...(back.fromDomain ? { toDomain: back.fromDomain } : {}),
    ...(back.payloadId ? { inReplyTo: back.payloadId } : {}),
    ...(back.deploymentMode ? { deploymentMode: back.deploymentMode } : {}),
    items,
    currency: cart.currency,
    lang: shopper.language,
  });
  return cxmlTransferPage({
    browserFormPostUrl: session.returnUrl,
    orderMessageXml,
    ...texts,
    lang: shopper.language,
  });
}
