import type { FormPage } from '@print/core/print/form-state';
import type { Template } from '@print/core/print/template';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../ui/class-names.ts';
import { PreviewSvg } from '../../ui/print-preview.tsx';
import styles from './form-preview.module.css';

type PreviewPaneProps = {
  template: Template | null;
  values: Readonly<Record<string, string>>;
  pages: readonly FormPage[];
  page: string;
  onPageChange: (page: string) => void;
  pageLabel: (page: FormPage) => string;
};

/** The live preview with a tab per template page (front, back); the tabs also switch the form step. */
export function PreviewPane({ template, values, pages, page, onPageChange, pageLabel }: PreviewPaneProps) {
  const { t } = useTranslation();
  if (!template) {
    return (
      <section className={styles.pane} aria-label={t('shop.formPreview')}>
        <p className={styles.noPreview} data-testid="form-no-preview">
          {t('shop.formNoPreview')}
        </p>
      </section>
    );
  }
  return (
    <section className={styles.pane} aria-label={t('shop.formPreview')}>
      <Tabs className={styles.tabs} selectedKey={page} onSelectionChange={(key) => onPageChange(String(key))}>
        <TabList
          className={classNames(styles.tabList, pages.length < 2 && styles.singlePage)}
          aria-label={t('shop.formPages')}
        >
          {pages.map((each) => (
            <Tab key={each.id} id={each.id} className={styles.tab} data-testid={`form-page-tab-${each.id}`}>
              {pageLabel(each)}
            </Tab>
          ))}
        </TabList>
        {pages.map((each) => (
          <TabPanel key={each.id} id={each.id} className={styles.panel}>
            <PreviewSvg
              template={template}
              values={values}
              page={each.id}
              label={`${t('shop.formPreview')}: ${pageLabel(each)}`}
              testId="form-preview"
            />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
