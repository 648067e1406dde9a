import { checkImageAltText, IMAGE_ALT_MAX_LENGTH } from '@print/core/media/product-media-rules';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { PRINT_IMAGE_TYPES } from '@print/core/media/print-image-limits';
import { languageNameKey } from '../../../lib/i18n/language-cookie.ts';
import { useAdminForm } from '../../../ui/admin-kit/use-admin-form.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { MediaThumbnail } from './media-gallery-grid.tsx';
import type { GalleryImage } from './product-media-api.ts';
import type { UploadTarget } from './use-media-uploads.ts';
import styles from './product-media.module.css';

export type ImageActions = {
  makeStandard: () => void;
  setCover: (cover: boolean) => void;
  remove: () => void;
  /** Saves the alternative texts; a rejection is the server's refusal. */
  saveAlt: (alt: { language: string; text: string }[]) => Promise<unknown>;
  uploadAlternative: (files: File[], target: UploadTarget) => void;
  removeAlternative: (language: string) => void;
};

type Props = {
  image: GalleryImage;
  /** 'Image 2 of 3': names the settings' section. */
  label: string;
  isStandard: boolean;
  languages: readonly string[];
  isBusy: boolean;
  actions: ImageActions;
};

/**
 * One picture's settings (spec §3 Media): standard image, cover image, alternative text and alternative
 * picture per tenant language, delete (after confirmation, asked by the caller).
 */
export function MediaImageDetails({ image, label, isStandard, languages, isBusy, actions }: Props) {
  const { t } = useTranslation();
  const language = (code: string) => t(languageNameKey(code), { defaultValue: code });
  return (
    <section className={styles.details} aria-label={label} data-testid="media-image-details">
      <div className={styles.detailActions}>
        <Button
          color="secondary"
          size="small"
          isDisabled={isBusy || isStandard}
          onPress={actions.makeStandard}
          data-testid="media-make-standard"
        >
          {t('admin.mediaMakeStandard')}
        </Button>
        <Button
          color="secondary"
          size="small"
          isDisabled={isBusy}
          onPress={() => actions.setCover(!image.cover)}
          data-testid="media-toggle-cover"
        >
          {t(image.cover ? 'admin.mediaRemoveCover' : 'admin.mediaMakeCover')}
        </Button>
        <Button
          color="danger"
          size="small"
          isDisabled={isBusy}
          onPress={actions.remove}
          data-testid="media-delete"
        >
          {t('admin.mediaDeleteImage')}
        </Button>
      </div>
      <AltTexts
        key={image.url}
        image={image}
        languages={languages}
        isBusy={isBusy}
        onSave={actions.saveAlt}
      />
      <fieldset className={styles.alternatives}>
        <legend>{t('admin.mediaAlternativeImages')}</legend>
        {languages.map((code) => {
          const alternative = image.alternatives.find((entry) => entry.language === code);
          return (
            <div key={code} className={styles.alternative} data-testid={`media-alternative-${code}`}>
              <span>{t('admin.mediaAlternativeFor', { language: language(code) })}</span>
              {alternative ? (
                <>
                  <MediaThumbnail
                    url={alternative.url}
                    thumbnailUrl={alternative.thumbnailUrl}
                    ready={alternative.thumbnailReady}
                    failed={alternative.thumbnailFailed}
                  />
                  <Button
                    color="neutral"
                    size="small"
                    isDisabled={isBusy}
                    onPress={() => actions.removeAlternative(code)}
                  >
                    {t('admin.mediaRemoveAlternative')}
                  </Button>
                </>
              ) : (
                <FileTrigger
                  acceptedFileTypes={[...PRINT_IMAGE_TYPES]}
                  onSelect={(list) => {
                    if (list?.length)
                      actions.uploadAlternative([...list], { url: image.url, language: code });
                  }}
                >
                  <Button color="neutral" size="small" isDisabled={isBusy}>
                    {t('admin.mediaUploadAlternative')}
                  </Button>
                </FileTrigger>
              )}
            </div>
          );
        })}
      </fieldset>
    </section>
  );
}

/** The alternative texts per language; the shared rule runs before saving, the server's errors show too. */
function AltTexts({
  image,
  languages,
  isBusy,
  onSave,
}: {
  image: GalleryImage;
  languages: readonly string[];
  isBusy: boolean;
  onSave: ImageActions['saveAlt'];
}) {
  const { t } = useTranslation();
  const form = useAdminForm({
    defaultValues: {
      alt: Object.fromEntries(
        languages.map((code) => [code, image.alt.find((entry) => entry.language === code)?.text ?? '']),
      ),
    },
    rules: ({ alt }) =>
      Object.fromEntries(
        languages.flatMap((code) => {
          const problem = checkImageAltText(alt[code] ?? '');
          return problem ? [[`alt.${code}`, problem]] : [];
        }),
      ),
    onSubmit: ({ alt }) => onSave(languages.map((code) => ({ language: code, text: alt[code] ?? '' }))),
    // The server names them as the inputs: `alt.<language>`.
    fieldNames: languages.map((code) => `alt.${code}`),
    savedKey: 'admin.mediaImageSaved',
    failedKey: 'admin.errorUpdatingThumbnail',
  });
  return (
    <form
      className={styles.altTexts}
      data-testid="media-alt-form"
      onSubmit={(event) => {
        // Not the product editor's form around the modal (React events bubble through portals).
        event.stopPropagation();
        void form.submit(event);
      }}
      noValidate
    >
      {languages.map((code) => (
        <TextField
          key={code}
          label={t('admin.mediaAltText', { language: t(languageNameKey(code), { defaultValue: code }) })}
          {...form.field(`alt.${code}`)}
          maxLength={IMAGE_ALT_MAX_LENGTH}
          testId={`media-alt-${code}`}
        />
      ))}
      <Button type="submit" color="secondary" size="small" isDisabled={isBusy} data-testid="media-save-alt">
        {t('admin.mediaSaveAltText')}
      </Button>
    </form>
  );
}
