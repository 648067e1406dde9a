import type { Dictionary } from '@puckeditor/core';
import type { TFunction } from 'i18next';

/** Puck's words the builder shows (its outline, list fields, labels), by our text keys. */
const PUCK_TEXTS: Record<string, string> = {
  'outline-empty': 'cms.puckOutlineEmpty',
  'outline-item-collapse': 'cms.puckCollapse',
  'outline-item-expand': 'cms.puckExpand',
  'outline-header-title': 'cms.outline',
  'outline-header-collapseall': 'cms.puckCollapseAll',
  'outline-item-duplicate': 'cms.duplicateBlock',
  'outline-item-delete': 'cms.puckDelete',
  'action-selectparent': 'cms.puckSelectParent',
  'action-duplicate': 'cms.duplicateBlock',
  'action-delete': 'cms.puckDelete',
  'label-page': 'cms.puckPage',
  'label-component': 'cms.puckBlock',
  'field-readonly': 'cms.puckReadOnly',
  'field-arrayitem-duplicate': 'cms.duplicateBlock',
  'field-arrayitem-delete': 'cms.puckDelete',
};

/**
 * Puck's dictionary in the admin's language: without it Puck says "Outline" and "No items" in a German
 * builder. A placeholder Puck fills itself ({index}) is handed through as it is.
 */
export function puckDictionary(t: TFunction): Dictionary {
  return {
    ...Object.fromEntries(Object.entries(PUCK_TEXTS).map(([key, textKey]) => [key, t(textKey)])),
    'field-arrayitem-summary': t('cms.puckListItem', { index: '{index}' }),
  };
}
