import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { invalidInput } from '../../platform/errors.ts';
import { requireItem } from './cart.service.ts';
import { cartItems, sharedDrafts } from './cart.tables.ts';
import { checkItemValues } from './item-values.ts';
import { CART_ERROR, checkLine, checkProduct, type Shopper } from './item-rules.ts';

// Share links of drafts: a snapshot per link; opening it gives the recipient a copy of their own.

/** A link to a copy of the draft as it is now (the sender's draft stays theirs). Drafts only. */
export async function shareDraft(tx: Tx, shopper: Shopper, id: string): Promise<string> {
  const item = await requireItem(tx, shopper.userId, id);
  if (item.kind !== 'draft') throw invalidInput(CART_ERROR);
  const token = randomBytes(16).toString('base64url');
  await tx.insert(sharedDrafts).values({
    token,
    productId: item.productId,
    variantId: item.variantId,
    quantity: item.quantity,
    fieldValues: item.fieldValues,
    customName: item.customName,
  });
  return token;
}

/**
 * Whoever opens a shared link gets a new draft of their own with the shared content, checked as if they
 * had made it: the product must be visible to them (their roles), and the values must fit its fields now.
 */
export async function openSharedDraft(tx: Tx, shopper: Shopper, token: string) {
  const [shared] = await tx.select().from(sharedDrafts).where(eq(sharedDrafts.token, token));
  if (!shared) throw invalidInput(CART_ERROR);
  const pricing = await checkProduct(tx, shopper, { ...shared, kind: 'draft' });
  const fieldValues = await checkItemValues(tx, shared.productId, shared.fieldValues, 'draft');
  checkLine(pricing, shared.quantity, 'draft');
  const [row] = await tx
    .insert(cartItems)
    .values({
      userId: shopper.userId,
      kind: 'draft',
      productId: shared.productId,
      variantId: shared.variantId,
      quantity: shared.quantity,
      fieldValues,
      customName: shared.customName,
    })
    .returning();
  return row!;
}
