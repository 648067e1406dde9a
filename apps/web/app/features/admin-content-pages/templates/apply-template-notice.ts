import type { PageDocument } from '@print/core/pages/page-document';
import { applyTemplate } from '@print/core/pages/templates/apply-template';
import { notify } from '../../../ui/toast.ts';

/**
 * Applies a chosen template to a page's document (applyTemplate of @print/core: its sections appended
 * with fresh ids) and says how it went with the spec's messages: 'Template content successfully added
 * to page', or 'This template contains no layouts' / 'Error applying template'. The new document, or
 * null when nothing was applied. Saving it is the caller's (the editor saves it like any change).
 */
export function applyTemplateWithNotice(
  document: PageDocument,
  template: { document: unknown },
  languages: readonly string[],
  t: (key: string) => string,
): PageDocument | null {
  const result = applyTemplate(document, template, { languages });
  if (result.error !== undefined) {
    notify(t(result.error), 'error');
    return null;
  }
  notify(t('cms.templateApplied'), 'success');
  return result.document;
}
