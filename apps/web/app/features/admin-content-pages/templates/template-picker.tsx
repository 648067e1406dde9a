import type { PageDocument } from '@print/core/pages/page-document';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../../lib/api/user-input-error.ts';
import { Button } from '../../../ui/button.tsx';
import { classNames } from '../../../ui/class-names.ts';
import { notify } from '../../../ui/toast.ts';
import { useConfirmAction } from '../../../ui/admin-kit/use-confirm-action.ts';
import kit from '../../../ui/admin-kit/admin-kit.module.css';
import {
  deletePageTemplate,
  PAGE_TEMPLATES_KEY,
  pageTemplatesQuery,
  type PageTemplate,
} from './page-templates-api.ts';
import { TemplatePreview } from './template-preview.tsx';
import styles from './template-picker.module.css';

// The templates by category (spec §2: the page-builder wizard's template categories; §3: name,
// description, category), as tabs of cards with a small preview. Shared by the page builder's wizard
// and the "New page" dialog. A card chooses its template; the shop's own templates can be deleted.

type Props = {
  selectedId: string | null;
  onSelect: (template: PageTemplate) => void;
  /** A double click or Enter on a card: choose and go on at once (the wizard applies). */
  onConfirm?: (template: PageTemplate) => void;
  testId?: string;
};

function useTemplateDeleting() {
  const { t } = useTranslation();
  const ask = useConfirmAction();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (template: PageTemplate) => deletePageTemplate(template.id),
    onSuccess: () => {
      notify(t('cms.templateDeleted'), 'success');
      return queryClient.invalidateQueries({ queryKey: PAGE_TEMPLATES_KEY });
    },
    onError: (error) => {
      const message = failureToastKey(error, 'cms.errorDeletingTemplate');
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });
  return async (template: PageTemplate) => {
    const confirmed = await ask({
      message: t('cms.deleteTemplateConfirm', { name: template.name }),
      confirmLabel: t('common.delete'),
    });
    if (confirmed) mutate(template);
  };
}

export function TemplatePicker({ selectedId, onSelect, onConfirm, testId = 'template-picker' }: Props) {
  const { t, i18n } = useTranslation();
  const groups = useQuery(pageTemplatesQuery(i18n.language));
  const [category, setCategory] = useState<string | null>(null);
  const askDelete = useTemplateDeleting();

  if (groups.isPending)
    return (
      <p className={styles.state} role="status" data-testid={`${testId}-loading`}>
        {t('common.loading')}
      </p>
    );
  if (groups.isError)
    return (
      <div className={styles.state} role="alert" data-testid={`${testId}-error`}>
        <p>{t('cms.templatesLoadError')}</p>
        <Button color="secondary" size="small" onPress={() => void groups.refetch()}>
          {t('common.reload')}
        </Button>
      </div>
    );

  const selected = category ?? groups.data.find((group) => group.templates.length > 0)?.category;
  return (
    <Tabs
      className={kit.tabs}
      selectedKey={selected}
      onSelectionChange={(key) => setCategory(String(key))}
      data-testid={testId}
    >
      <TabList aria-label={t('cms.templateCategories')} className={kit.tabList}>
        {groups.data.map((group) => (
          <Tab
            key={group.category}
            id={group.category}
            className={kit.tab}
            data-testid={`template-category-${group.category}`}
          >
            {group.name}
          </Tab>
        ))}
      </TabList>
      {groups.data.map((group) => (
        <TabPanel key={group.category} id={group.category} className={kit.tabPanel}>
          {group.templates.length === 0 ? (
            <p className={styles.state} data-testid={`${testId}-empty`}>
              {t('cms.templatesEmpty')}
            </p>
          ) : (
            <ul className={styles.cards}>
              {group.templates.map((template) => (
                <li
                  key={template.id}
                  className={classNames(styles.card, template.id === selectedId && styles.selected)}
                >
                  <button
                    type="button"
                    className={styles.choose}
                    aria-pressed={template.id === selectedId}
                    onClick={() => onSelect(template)}
                    onDoubleClick={() => onConfirm?.(template)}
                    data-testid={`template-${template.id}`}
                  >
                    <TemplatePreview
                      document={template.document as PageDocument}
                      label={t('cms.templatePreview', { name: template.name })}
                    />
                    <span className={styles.name}>{template.name}</span>
                    {template.description && (
                      <span className={styles.description}>{template.description}</span>
                    )}
                  </button>
                  {!template.builtIn && (
                    <span className={styles.own}>
                      <span className={styles.badge}>{t('cms.ownTemplate')}</span>
                      <Button
                        size="small"
                        color="danger"
                        onPress={() => void askDelete(template)}
                        aria-label={`${t('cms.deleteTemplate')}: ${template.name}`}
                        data-testid={`delete-template-${template.id}`}
                      >
                        {t('common.delete')}
                      </Button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </TabPanel>
      ))}
    </Tabs>
  );
}
