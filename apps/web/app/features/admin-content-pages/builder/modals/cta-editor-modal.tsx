import type { CtaProps } from '@print/core/pages/blocks/index';
import { BUTTON_COLORS } from '@print/core/constants';
import { CTA_CLICK_MODES, CTA_TARGETS } from '@print/core/pages/page-constants';
import { useTranslation } from 'react-i18next';
import { AdminFormDialog } from '../../../../ui/admin-kit/admin-form-dialog.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { LocalizedTextFields, useBlockPropsForm } from './block-props-form.tsx';
import styles from './modals.module.css';

const TARGET_LABELS = { same: 'cms.ctaTargetSameTab', new: 'cms.ctaTargetNewTab' };
const CLICK_LABELS = {
  button: 'cms.ctaClickButtonOnly',
  tile: 'cms.ctaClickTileOnly',
  both: 'cms.ctaClickButtonAndTile',
};

/** `primary-light` → cms.buttonColourPrimaryLight */
const colourLabel = (colour: string) =>
  `cms.buttonColour${colour.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}`;

/**
 * The call-to-action editor (spec §2 modal, §3 label per language, URL, target, click behaviour, colour;
 * §9 click modes and targets): checked by the CTA block's declaration (URL https:// or a path starting
 * with /), then 'CTA saved'. The tile's title, text and picture are asked for when a tile is shown.
 */
export function CtaEditorModal({
  value,
  onSave,
  onClose,
  languages,
}: {
  value: CtaProps;
  onSave: (props: CtaProps) => void;
  onClose: () => void;
  /** The shop's languages, the default one first: a label for each. */
  languages: readonly string[];
}) {
  const { t } = useTranslation();
  const form = useBlockPropsForm({
    type: 'cta',
    value,
    languages,
    onSave,
    onClose,
    savedKey: 'cms.ctaSaved',
    fieldNames: () => [
      'url',
      'target',
      'clickBehaviour',
      'colour',
      'image.src',
      ...['label', 'title', 'description', 'image.alt'].flatMap((path) =>
        languages.map((language) => `${path}.${language}`),
      ),
    ],
  });
  const withTile = form.values.clickBehaviour !== 'button';
  return (
    <AdminFormDialog
      title={t('cms.ctaEditor')}
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      notice={form.notice}
      onSubmit={() => void form.submit()}
      onClose={onClose}
      testId="cta-editor"
      saveTestId="cta"
    >
      <div className={styles.grid}>
        <LocalizedTextFields
          form={form}
          path="label"
          label={t('cms.ctaLabel')}
          languages={languages}
          testId="cta-label"
        />
        <TextField
          label={t('cms.ctaUrl')}
          {...form.field('url')}
          placeholder="https:// or /"
          testId="cta-url"
        />
        <SelectField
          label={t('cms.ctaTarget')}
          {...form.field('target')}
          onChange={(id) => form.setValue('target', id as CtaProps['target'])}
          options={CTA_TARGETS.map((id) => ({ id, label: t(TARGET_LABELS[id]) }))}
          testId="cta-target"
        />
        <SelectField
          label={t('cms.ctaClickBehaviour')}
          {...form.field('clickBehaviour')}
          onChange={(id) => form.setValue('clickBehaviour', id as CtaProps['clickBehaviour'])}
          options={CTA_CLICK_MODES.map((id) => ({ id, label: t(CLICK_LABELS[id]) }))}
          testId="cta-click"
        />
        <SelectField
          label={t('cms.ctaColour')}
          {...form.field('colour')}
          onChange={(id) => form.setValue('colour', id as CtaProps['colour'])}
          options={BUTTON_COLORS.map((id) => ({ id, label: t(colourLabel(id)) }))}
          testId="cta-colour"
        />
      </div>
      {withTile && (
        <div className={styles.grid} data-testid="cta-tile">
          <LocalizedTextFields form={form} path="title" label={t('cms.ctaTileTitle')} languages={languages} />
          <LocalizedTextFields
            form={form}
            path="description"
            label={t('cms.ctaTileText')}
            languages={languages}
          />
          <TextField label={t('cms.imageUrl')} {...form.field('image.src')} testId="cta-image" />
          <LocalizedTextFields form={form} path="image.alt" label={t('cms.imageAlt')} languages={languages} />
        </div>
      )}
    </AdminFormDialog>
  );
}
