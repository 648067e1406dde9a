import { checkLogoSize, LOGO_KINDS, type LogoKind } from '@print/core/media/logo-rules';
import type { ValidationError } from '@print/core/validation/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { Button } from '../../ui/button.tsx';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import type { StepProps } from './step-props.ts';
import { uploadTenantLogo } from './tenant-wizard-api.ts';
import styles from './tenant-wizard.module.css';

const LABEL_KEYS: Record<LogoKind, string> = {
  logo: 'admin.wizardLogoSquare',
  wideLogo: 'admin.wizardLogoWide',
  favicon: 'admin.wizardFavicon',
  darkLogo: 'admin.wizardDarkLogoSquare',
  darkWideLogo: 'admin.wizardDarkLogoWide',
  loginBackground: 'admin.wizardLoginBackground',
};

/** A picture's pixel size, read in the browser before anything is sent. */
async function sizeOf(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/**
 * Step 3 (spec §2 "Logos & icons", §3 Media, §9 wide logo 900×186, favicon 512×512): the logos, their
 * twins for dark headers and the login background. Each picture is checked for its size here, then
 * uploaded into the new tenant like every picture (re-encoded, with a thumbnail); the server checks the
 * size again when the step is saved. All are optional.
 */
export function LogosStep({ form, tenantId }: StepProps) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const [previews, setPreviews] = useState<Partial<Record<LogoKind, string>>>({});
  const [problems, setProblems] = useState<Partial<Record<LogoKind, ValidationError>>>({});
  const [uploading, setUploading] = useState<LogoKind | null>(null);

  async function choose(kind: LogoKind, file: File | undefined) {
    if (!file || !tenantId) return;
    setProblems((current) => ({ ...current, [kind]: undefined }));
    const problem = checkLogoSize(kind, await sizeOf(file).catch(() => ({ width: 0, height: 0 })));
    if (problem) return setProblems((current) => ({ ...current, [kind]: problem }));
    setUploading(kind);
    try {
      const stored = await uploadTenantLogo(tenantId, file);
      form.setValue(kind, stored.id);
      setPreviews((current) => ({ ...current, [kind]: URL.createObjectURL(file) }));
    } catch (error) {
      const failure = failureToastKey(error, 'admin.errorSavingTenantSettings');
      setProblems((current) => ({ ...current, [kind]: failure }));
    } finally {
      setUploading(null);
    }
  }

  return (
    <div className={adminStyles.form}>
      <p className={adminStyles.notice}>{t('admin.wizardLogoOptional')}</p>
      <p className={adminStyles.notice}>{t('admin.wizardDarkLogoHint')}</p>
      <div className={styles.choices}>
        {LOGO_KINDS.map((kind) => {
          const id = form.values[kind];
          const error = message(problems[kind] ?? null) ?? form.errorMessage(kind);
          const inputId = `tenant-wizard-${kind}`;
          return (
            <div key={kind} className={styles.logo}>
              <label htmlFor={inputId}>{t(LABEL_KEYS[kind])}</label>
              {previews[kind] ? (
                <img className={styles.logoPreview} src={previews[kind]} alt="" />
              ) : id ? (
                <span aria-hidden="true">✓</span>
              ) : null}
              <input
                id={inputId}
                name={kind}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                disabled={uploading !== null}
                aria-invalid={error ? true : undefined}
                onChange={(event) => void choose(kind, event.currentTarget.files?.[0])}
                data-testid={inputId}
              />
              {id && (
                <Button
                  size="small"
                  color="neutral"
                  onPress={() => {
                    form.setValue(kind, '');
                    setPreviews((current) => ({ ...current, [kind]: undefined }));
                  }}
                >
                  {t('admin.wizardLogoRemove')}
                </Button>
              )}
              {error && (
                <p className={styles.error} role="alert">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
