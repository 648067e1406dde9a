import type { RssProps } from '@print/core/pages/blocks/index';
import {
  IMAGE_ASPECT_RATIOS,
  RSS_DESCRIPTION_MODES,
  RSS_LIST_STYLES,
  RSS_SPACINGS,
} from '@print/core/pages/page-constants';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../../shell/shell-context.tsx';
import { AdminFormDialog } from '../../../../ui/admin-kit/admin-form-dialog.tsx';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { LocalizedTextFields, numberInput, useBlockPropsForm } from './block-props-form.tsx';
import styles from './modals.module.css';

const ASPECT_LABELS = {
  auto: 'cms.aspectRatioAuto',
  square: 'cms.aspectRatioSquare',
  widescreen: 'cms.aspectRatioWidescreen',
};
const DESCRIPTION_LABELS = {
  full: 'cms.rssDescriptionFull',
  excerpt: 'cms.rssDescriptionExcerpt',
  none: 'cms.rssDescriptionNone',
};
const SPACING_LABELS = {
  compact: 'cms.rssSpacingCompact',
  comfortable: 'cms.rssSpacingComfortable',
  spacious: 'cms.rssSpacingSpacious',
};
const LIST_STYLE_LABELS = {
  list: 'cms.rssListStyleList',
  twoColumns: 'cms.rssListStyleTwoColumns',
  threeColumns: 'cms.rssListStyleThreeColumns',
};

/** The switches of spec §3, in its order. */
const SWITCHES = [
  ['showFirstAsHero', 'cms.rssShowFirstAsHero'],
  ['thumbnails', 'cms.rssThumbnails'],
  ['showDuration', 'cms.rssDuration'],
  ['showCategory', 'cms.rssCategory'],
  ['showPublicationDate', 'cms.rssPublicationDate'],
  ['showAuthor', 'cms.rssAuthor'],
  ['showSourceLink', 'cms.rssSourceLink'],
  ['audioPlayer', 'cms.rssAudioPlayer'],
  ['autoplay', 'cms.rssAutoplay'],
] as const;

const FIELDS = [
  'feedUrl',
  'imageAspectRatio',
  'descriptionMode',
  'maxItems',
  'categoryFilter',
  'lastDays',
  'spacing',
  'listStyle',
  'fallbackImage.src',
];

/**
 * The RSS feed options (spec §2 modal, §3 every option, §9 list styles, spacing and description modes),
 * checked by the RSS block's declaration before they are handed back with `onSave`.
 */
export function RssOptionsModal({
  value,
  onSave,
  onClose,
}: {
  value: RssProps;
  onSave: (props: RssProps) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const languages = useShell().tenant.languages.map((language) => language.code);
  const form = useBlockPropsForm({
    type: 'rss',
    value,
    languages,
    onSave,
    onClose,
    fieldNames: () => [...FIELDS, ...languages.map((language) => `fallbackImage.alt.${language}`)],
  });
  const choice = (
    name: Path<RssProps>,
    label: string,
    ids: readonly string[],
    labels: Record<string, string>,
  ) => (
    <SelectField
      label={t(label)}
      {...form.field(name)}
      value={form.values[name as keyof RssProps] as string}
      onChange={(id) => form.setValue(name, id as never)}
      options={ids.map((id) => ({ id, label: t(labels[id]!) }))}
      testId={`rss-${name}`}
    />
  );
  return (
    <AdminFormDialog
      title={t('cms.rssOptions')}
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      notice={form.notice}
      onSubmit={() => void form.submit()}
      onClose={onClose}
      testId="rss-options"
      saveTestId="rss-options"
    >
      <TextField
        label={t('cms.rssFeedUrl')}
        {...form.field('feedUrl')}
        type="url"
        placeholder="https://"
        autoFocus
        testId="rss-feedUrl"
      />
      <div className={styles.grid}>
        {SWITCHES.map(([name, label]) => (
          <Checkbox
            key={name}
            name={name}
            isSelected={form.values[name]}
            onChange={(selected) => form.setValue(name, selected)}
            testId={`rss-${name}`}
          >
            {t(label)}
          </Checkbox>
        ))}
      </div>
      <div className={styles.grid}>
        {choice('imageAspectRatio', 'cms.rssImageAspectRatio', IMAGE_ASPECT_RATIOS, ASPECT_LABELS)}
        {choice('descriptionMode', 'cms.rssDescriptionMode', RSS_DESCRIPTION_MODES, DESCRIPTION_LABELS)}
        {choice('spacing', 'cms.rssSpacing', RSS_SPACINGS, SPACING_LABELS)}
        {choice('listStyle', 'cms.rssListStyle', RSS_LIST_STYLES, LIST_STYLE_LABELS)}
        <TextField
          label={t('cms.rssMaxItems')}
          {...form.field('maxItems')}
          {...numberInput(form.field('maxItems'))}
          testId="rss-maxItems"
        />
        <TextField
          label={t('cms.rssLastDays')}
          {...form.field('lastDays')}
          {...numberInput(form.field('lastDays'))}
          description={t('cms.rssLastDaysHint')}
          testId="rss-lastDays"
        />
        <TextField
          label={t('cms.rssCategoryFilter')}
          {...form.field('categoryFilter')}
          description={t('cms.rssCategoryFilterHint')}
          testId="rss-categoryFilter"
        />
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{t('cms.rssFallbackImage')}</legend>
        <TextField
          label={t('cms.imageUrl')}
          {...form.field('fallbackImage.src')}
          testId="rss-fallbackImage"
        />
        <LocalizedTextFields
          form={form}
          path="fallbackImage.alt"
          label={t('cms.imageAlt')}
          languages={languages}
        />
      </fieldset>
    </AdminFormDialog>
  );
}
