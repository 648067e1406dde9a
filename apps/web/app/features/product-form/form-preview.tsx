import type { FormPage } from '@print/core/print/form-state';
import { renderTemplateSvg } from '@print/core/print/render-svg';
import type { Template } from '@print/core/print/template';
import { useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../ui/class-names.ts';
import { documentVariableReader, themeColorResolver } from './theme-colors.ts';
import styles from './form-preview.module.css';

type PreviewSvgProps = {
  template: Template;
  values: Readonly<Record<string, string>>;
  page: string;
  /** Accessible name of the picture. */
  label: string;
  className?: string;
  testId?: string;
};

const noSubscription = () => () => {};

/**
 * The tenant's colours (theme CSS variables) and this origin for uploads under /media: both known
 * only in the browser, so the server and the hydrating client draw nothing (null), and the
 * picture appears right after hydration, in the right colours.
 */
function useRenderEnvironment() {
  const isClient = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return useMemo(
    () =>
      isClient
        ? { resolveColor: themeColorResolver(documentVariableReader()), imageBaseUrl: window.location.origin }
        : null,
    [isClient],
  );
}

/**
 * One template page as inline SVG (inline, not <img>: only inline SVG can use the page's web fonts
 * and load the uploaded images). The renderer escapes every value and lets only safe image URLs
 * through (svg-safety.ts), so the markup is safe to insert. Rendering follows typing at a lower
 * priority (useDeferredValue), so fast typing never waits for the picture.
 */
export function PreviewSvg({ template, values, page, label, className, testId }: PreviewSvgProps) {
  const deferredValues = useDeferredValue(values);
  const environment = useRenderEnvironment();
  const svg = useMemo(
    () =>
      environment
        ? renderTemplateSvg(template, deferredValues, {
            page,
            ...environment,
            showBleed: true,
            showPlaceholders: true,
          })
        : '',
    [template, deferredValues, page, environment],
  );
  return (
    <div
      className={classNames(styles.svg, className)}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-page={page}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

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
