import type { SocialButtonsProps } from '@print/core/pages/blocks/index';
import { MAX_SOCIAL_BUTTONS } from '@print/core/constants';
import { optionLabelKey } from '@print/core/pages/field-labels';
import { SOCIAL_PLATFORMS } from '@print/core/pages/page-constants';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../../shell/shell-context.tsx';
import { AdminFormDialog } from '../../../../ui/admin-kit/admin-form-dialog.tsx';
import { Button } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { LocalizedTextFields, useBlockPropsForm } from './block-props-form.tsx';
import styles from './modals.module.css';

type SocialButton = SocialButtonsProps['buttons'][number];

/** The platform not used yet, else the first: a new row starts with something sensible. */
const nextPlatform = (buttons: readonly SocialButton[]) =>
  SOCIAL_PLATFORMS.find((platform) => !buttons.some((button) => button.platform === platform)) ??
  SOCIAL_PLATFORMS[0];

/**
 * The social buttons (spec §2 modal, §3 platform, URL, label; §9 the ten platforms, at most 5): rows
 * added and removed, checked by the block's declaration. A sixth cannot be added ('Maximum of 5 social
 * buttons allowed'); more that arrive with the value are refused on save with the same message.
 */
export function SocialButtonsModal({
  value,
  onSave,
  onClose,
}: {
  value: SocialButtonsProps;
  onSave: (props: SocialButtonsProps) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const languages = useShell().tenant.languages.map((language) => language.code);
  const form = useBlockPropsForm({
    type: 'socialButtons',
    value,
    languages,
    onSave,
    onClose,
    fieldNames: (values) =>
      values.buttons.flatMap((_, index) => [
        `buttons.${index}.platform`,
        `buttons.${index}.url`,
        ...languages.map((language) => `buttons.${index}.label.${language}`),
      ]),
  });
  // The platforms' names as the builder names every option (brand names, cms-builder.ts).
  const platformName = (id: string) => t(optionLabelKey(id));
  const platformOptions = SOCIAL_PLATFORMS.map((id) => ({ id, label: platformName(id) }));
  const buttons = form.values.buttons;
  const atLimit = buttons.length >= MAX_SOCIAL_BUTTONS;
  const setButtons = (next: SocialButton[]) => {
    form.setValue('buttons', next, 'buttons');
    form.clearErrors((name) => name.startsWith('buttons'));
  };
  return (
    <AdminFormDialog
      title={t('cms.socialButtons')}
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      notice={form.notice}
      onSubmit={() => void form.submit()}
      onClose={onClose}
      testId="social-buttons"
      saveTestId="social-buttons"
    >
      <div className={styles.stack}>
        {buttons.map((button, index) => (
          <fieldset key={index} className={styles.row} data-testid={`social-row-${index}`}>
            <legend className={styles.groupTitle}>
              {index + 1}. {platformName(button.platform)}
            </legend>
            <SelectField
              label={t('cms.socialPlatform')}
              {...form.field(`buttons.${index}.platform`)}
              onChange={(id) => form.setValue(`buttons.${index}.platform`, id as SocialButton['platform'])}
              options={platformOptions}
              testId={`social-platform-${index}`}
            />
            <TextField
              label={t('cms.socialUrl')}
              {...form.field(`buttons.${index}.url`)}
              type="url"
              placeholder="https://"
              testId={`social-url-${index}`}
            />
            <LocalizedTextFields
              form={form}
              path={`buttons.${index}.label`}
              label={t('cms.socialLabel')}
              languages={languages}
            />
            <Button
              color="neutral"
              onPress={() => setButtons(buttons.filter((_, other) => other !== index))}
              data-testid={`social-remove-${index}`}
            >
              {t('cms.removeSocialButton')}
            </Button>
          </fieldset>
        ))}
        <div className={styles.actions}>
          {atLimit && (
            <p className={styles.limit} role="status" data-testid="social-limit">
              {t('validation.maxSocialButtons')}
            </p>
          )}
          <Button
            color="secondary"
            isDisabled={atLimit}
            onPress={() => setButtons([...buttons, { platform: nextPlatform(buttons), url: '', label: {} }])}
            data-testid="social-add"
          >
            {t('cms.addSocialButton')}
          </Button>
        </div>
      </div>
    </AdminFormDialog>
  );
}
