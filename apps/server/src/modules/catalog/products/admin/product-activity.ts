import { localizedText } from '@print/core/i18n/localized-text';
import type { ServiceContext } from '../../../../platform/service-context.ts';
import { actorOf, recordActivity } from '../../../audit/audit.service.ts';
import type { LocalizedText } from '../../catalog.tables.ts';

/** Records a change of a product in the activity log, in the change's own transaction. */
export function recordProductActivity(
  ctx: Pick<ServiceContext, 'tx' | 'tenant' | 'user'>,
  action: string,
  product: { id: string; name: LocalizedText },
  details?: Record<string, unknown>,
): Promise<void> {
  return recordActivity(ctx.tx, actorOf(ctx.user), {
    action: `product.${action}`,
    entityType: 'product',
    entityId: product.id,
    entityLabel: localizedText(product.name, ctx.tenant.defaultLanguage, ctx.tenant.defaultLanguage),
    entityLabels: product.name,
    details,
  });
}
