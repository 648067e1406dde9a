import {
  PAGE_SEO_DESCRIPTION_MAX,
  PAGE_SEO_TITLE_MAX,
  pageFieldPath,
  type PageStatus,
} from '@print/core/pages/page-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { useConfirm } from '../../shell/confirm/confirm-provider.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import { SettingsForm } from '../../ui/admin-kit/settings-form.tsx';
import { useSettingsForm } from '../../ui/admin-kit/use-settings-form.ts';
import { Button } from '../../ui/button.tsx';
import { onFirstUse } from '../../ui/on-first-use.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import {
  contentPageQuery,
  setContentPageStatus,
  updateContentPage,
  type ContentPageDetail,
} from './content-pages-api.ts';
import {
  checkPageSettings,
  pageInputOf,
  pageSettingsFieldNames,
  pageSettingsValuesOf,
  scheduleChanged,
  scheduleOf,
  type PageSettingsValues,
} from './content-page-values.ts';
import { ContentPageVersions } from './content-page-versions.tsx';
import { defaultSlug } from './content-pages-table.tsx';
import { checkBeforePublishing } from './publish-check-api.ts';
import { PublishCheckList } from './publish-check-list.tsx';
import styles from './content-pages.module.css';

/** "Translate with AI": its dialog's code loads when it is first opened (or the button hovered). */
const translateDialog = onFirstUse(() =>
  import('./ai/translate-page-with-ai-dialog.tsx').then((module) => module.TranslatePageWithAiDialog),
);

/**
 * A page's settings (issue 25), one settings section: title, slug and SEO texts per shop language, the
 * social image, and Active/Inactive with an optional publishing window. The page's content (its
 * document) is the visual builder's and goes back to the server as loaded, with the version it was
 * loaded at ('Someone else has saved the page in the meantime…' when another save came first).
 */
export function ContentPageSettings({ page }: { page: ContentPageDetail }) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const shop = {
    languages: tenant.languages.map((language) => language.code),
    defaultLanguage: tenant.defaultLanguage,
  };
  const confirm = useConfirm();
  const navigate = useNavigate();
  // The page as last stored: a save is two calls when the schedule changes too, and the second, or the
  // next save after a refused one, must build on what the first stored.
  const stored = useRef(page);
  // A restored version (or a reload) brings a newer page: the next save builds on it.
  useEffect(() => {
    if (page.version > stored.current.version) stored.current = page;
  }, [page]);
  /**
   * Publishing (Inactive → Active) checks the page as it would go live (the publish check, issue 25)
   * and, when something is found, lists it and asks first; "Publish anyway" saves, Cancel saves nothing,
   * "Go to block" opens the builder at the block.
   */
  const beforeSubmit = async (values: PageSettingsValues, saved: PageSettingsValues) => {
    if (values.status !== 'active' || saved.status === 'active') return true;
    const findings = await checkBeforePublishing(page.id, pageInputOf(values));
    if (findings.length === 0) return true;
    return confirm({
      severity: 'confirmOnly',
      title: t('cms.publishCheckTitle'),
      message: t('cms.publishCheckIntro'),
      details: (
        <PublishCheckList
          findings={findings}
          // To the block in the builder (leaving answers the question with Cancel: nothing is saved).
          onSelectBlock={(blockId) =>
            void navigate(`/admin/pages/${page.id}/edit?block=${encodeURIComponent(blockId)}`)
          }
        />
      ),
      confirmLabel: t('cms.publishAnyway'),
    });
  };
  const form = useSettingsForm({
    stored: page,
    queryKey: contentPageQuery(page.id, tenant.defaultLanguage).queryKey,
    valuesOf: (current: ContentPageDetail) => pageSettingsValuesOf(current, shop.languages),
    save: async (values: PageSettingsValues) => {
      const current = stored.current;
      const input = { ...pageInputOf(values), document: current.document };
      stored.current = await updateContentPage(current.id, current.version, input, shop.defaultLanguage);
      const schedule = scheduleOf(values);
      if (scheduleChanged(stored.current, schedule)) {
        stored.current = await setContentPageStatus(current.id, schedule, shop.defaultLanguage);
      }
      return stored.current;
    },
    rules: (values: PageSettingsValues) => checkPageSettings(values, shop),
    beforeSubmit,
    fieldNames: pageSettingsFieldNames(shop.languages),
    savedKey: 'admin.pageSaved',
    failedKey: 'admin.errorSavingPage',
  });
  const { field } = form;
  const liveSlug = defaultSlug(page, shop.defaultLanguage);
  const [translating, setTranslating] = useState(false);
  const queryClient = useQueryClient();
  /** The AI's translation saved a new version: the next save builds on it, what was typed stays. */
  const reloadTranslated = async () => {
    const fresh = await queryClient.fetchQuery({
      ...contentPageQuery(page.id, shop.defaultLanguage),
      staleTime: 0,
    });
    if (!fresh) return;
    stored.current = fresh;
    form.form.reset(pageSettingsValuesOf(fresh, shop.languages), { keepDirtyValues: true });
  };

  return (
    <section className={adminStyles.page} aria-labelledby="admin-page-title">
      <div className={styles.header}>
        <h1 id="admin-page-title" className={adminStyles.pageTitle}>
          {page.title}
        </h1>
        <div className={styles.actions}>
          <Button
            color="secondary"
            onPress={() => setTranslating(true)}
            onHoverStart={translateDialog.preload}
            onFocus={translateDialog.preload}
            data-testid="ai-translate-button"
          >
            {t('cms.aiTranslate')}
          </Button>
          <a href={`/${liveSlug}`} target="_blank" rel="noopener noreferrer" data-testid="view-page">
            {t('admin.viewPage')}
          </a>
        </div>
      </div>
      {translating && (
        <translateDialog.Loaded
          pageId={page.id}
          onTranslated={() => void reloadTranslated()}
          onClose={() => setTranslating(false)}
        />
      )}
      <p className={styles.note}>
        <Link to={`/admin/pages/${page.id}/edit`} data-testid="edit-page-content">
          {t('cms.editContent')}
        </Link>
      </p>
      <SettingsForm form={form} testId="page-settings-form" saveTestId="save-page">
        {shop.languages.map((language) => (
          <fieldset key={language} className={styles.group} data-testid={`page-texts-${language}`}>
            <legend className={styles.legend}>{t(languageNameKey(language))}</legend>
            <div className={adminStyles.formGrid}>
              <TextField
                label={t('cms.pageTitle')}
                {...field(pageFieldPath('title', language) as `title.${string}`)}
                isRequired={language === shop.defaultLanguage}
                testId={`page-title-${language}`}
              />
              <TextField
                label={t('cms.slug')}
                {...field(pageFieldPath('slugs', language) as `slugs.${string}`)}
                isRequired={language === shop.defaultLanguage}
                autoComplete="off"
                description={t('admin.pageSlugHint')}
                testId={`page-slug-${language}`}
              />
              <TextField
                label={t('admin.seoTitle')}
                {...field(pageFieldPath('seoTitle', language) as `seoTitle.${string}`)}
                description={t('admin.pageTextLimit', { max: String(PAGE_SEO_TITLE_MAX) })}
                testId={`page-seo-title-${language}`}
              />
              <TextField
                label={t('admin.seoDescription')}
                {...field(pageFieldPath('seoDescription', language) as `seoDescription.${string}`)}
                description={t('admin.pageTextLimit', { max: String(PAGE_SEO_DESCRIPTION_MAX) })}
                testId={`page-seo-description-${language}`}
              />
            </div>
          </fieldset>
        ))}
        <div className={adminStyles.formGrid}>
          <TextField
            label={t('admin.pageSocialImage')}
            {...field('socialImage')}
            type="url"
            autoComplete="off"
            description={t('admin.pageSocialImageHint')}
            testId="page-social-image"
          />
          <SelectField
            label={t('admin.colStatus')}
            {...field('status')}
            onChange={(status) => form.setValue('status', status as PageStatus)}
            isRequired
            options={[
              { id: 'active', label: t('admin.pageStatusActive') },
              { id: 'inactive', label: t('admin.pageStatusInactive') },
            ]}
            testId="page-status"
          />
          <TextField
            label={t('admin.pagePublishAt')}
            {...field('publishAt')}
            type="datetime-local"
            testId="page-publish-at"
          />
          <TextField
            label={t('admin.pageUnpublishAt')}
            {...field('unpublishAt')}
            type="datetime-local"
            testId="page-unpublish-at"
          />
        </div>
      </SettingsForm>
      <ContentPageVersions page={page} language={shop.defaultLanguage} />
    </section>
  );
}
