import { checkLogoSize, LOGO_KINDS, type LogoKind } from '@print/core/media/logo-rules';
import type { ValidationError } from '@print/core/validation/messages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey, userInputFailure } from '../api/user-input-error.ts';
import { Button } from '../../ui/button.tsx';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import { uploadTenantLogo } from './tenant-logo-upload.ts';
import styles from './logo-fields.module.css';

// A shop's logos and icons (spec §3 Media, §9 wide logo 900×186, favicon 512×512, decision 0097): the
// setup wizard's Logos & icons step and the Settings tab's section are these pickers. Each picture is
// checked for its size here, with the rules the server runs again, then uploaded into the tenant like
// every picture (re-encoded, with a thumbnail); what happens to it then is the caller's (the wizard's
// form keeps it until Next, the Settings tab saves it at once).

export const LOGO_LABEL_KEYS: Readonly<Record<LogoKind, string>> = {
  logo: 'admin.wizardLogoSquare',
  wideLogo: 'admin.wizardLogoWide',
  favicon: 'admin.wizardFavicon',
  darkLogo: 'admin.wizardDarkLogoSquare',
  darkWideLogo: 'admin.wizardDarkLogoWide',
  loginBackground: 'admin.wizardLoginBackground',
};

/** Each kind's media id; '' for none. */
export type LogoValues = Readonly<Record<LogoKind, string>>;

type Props = {
  /** Names the inputs and their test ids: `<idPrefix>-<kind>`. */
  idPrefix: string;
  /** The tenant the pictures go into when the operator acts for it (decision 0087); none: the host's. */
  tenantId: string | undefined;
  values: LogoValues;
  /** A stored picture is shown from this host (/media/{id} answers only on the tenant's own hosts). */
  storedPreview: boolean;
  /** Keeps an uploaded picture as the kind's; a failure's message shows at the kind. */
  onUploaded: (kind: LogoKind, id: string) => Promise<void> | void;
  /** Removes the kind's picture; false: it was not (not confirmed). A failure's message shows at the kind. */
  onRemove: (kind: LogoKind) => Promise<boolean> | boolean;
  /** The form's message at the kind (a refused save of the wizard's step). */
  errorOf?: (kind: LogoKind) => string | null;
};

/** A picture's pixel size, read in the browser before anything is sent. */
async function sizeOf(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** The message of a failed upload or save at its kind: the server's refusal of it, else the call's. */
function failureAt(kind: LogoKind, error: unknown): ValidationError {
  return userInputFailure(error)?.fields[kind] ?? failureToastKey(error, 'admin.errorSavingTenantSettings');
}

/** Every logo kind: its picture (or a mark that one is stored), a file input, Remove, its message. */
export function LogoFields(props: Props) {
  const { idPrefix, tenantId, values, storedPreview, onUploaded, onRemove, errorOf } = props;
  const { t } = useTranslation();
  const message = useValidationMessage();
  const [previews, setPreviews] = useState<Partial<Record<LogoKind, string>>>({});
  const [problems, setProblems] = useState<Partial<Record<LogoKind, ValidationError>>>({});
  const [busy, setBusy] = useState<LogoKind | null>(null);
  const made = useRef<string[]>([]);
  useEffect(() => () => made.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const showProblem = (kind: LogoKind, problem: ValidationError | undefined) =>
    setProblems((current) => ({ ...current, [kind]: problem }));
  const showPreview = (kind: LogoKind, url: string | undefined) =>
    setPreviews((current) => ({ ...current, [kind]: url }));

  async function choose(kind: LogoKind, input: HTMLInputElement) {
    const file = input.files?.[0];
    // The same file chosen again after a refusal is a change too.
    input.value = '';
    if (!file) return;
    showProblem(kind, undefined);
    const problem = checkLogoSize(kind, await sizeOf(file).catch(() => ({ width: 0, height: 0 })));
    if (problem) return showProblem(kind, problem);
    setBusy(kind);
    try {
      const stored = await uploadTenantLogo(tenantId, file);
      await onUploaded(kind, stored.id);
      const url = URL.createObjectURL(file);
      made.current.push(url);
      showPreview(kind, url);
    } catch (error) {
      showProblem(kind, failureAt(kind, error));
    } finally {
      setBusy(null);
    }
  }

  async function remove(kind: LogoKind) {
    showProblem(kind, undefined);
    setBusy(kind);
    try {
      if (await onRemove(kind)) showPreview(kind, undefined);
    } catch (error) {
      showProblem(kind, failureAt(kind, error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={styles.logos}>
      {LOGO_KINDS.map((kind) => {
        const id = values[kind];
        const error = message(problems[kind] ?? null) ?? errorOf?.(kind) ?? null;
        const inputId = `${idPrefix}-${kind}`;
        const preview = previews[kind] ?? (id && storedPreview ? `/media/${id}/thumb` : undefined);
        return (
          <div key={kind} className={styles.logo} data-testid={`${inputId}-field`}>
            <label htmlFor={inputId}>{t(LOGO_LABEL_KEYS[kind])}</label>
            {id && preview ? (
              <img className={styles.preview} src={preview} alt="" data-testid={`${inputId}-preview`} />
            ) : id ? (
              <span aria-hidden="true">✓</span>
            ) : null}
            <input
              id={inputId}
              name={kind}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              disabled={busy !== null}
              aria-invalid={error ? true : undefined}
              aria-busy={busy === kind ? true : undefined}
              onChange={(event) => void choose(kind, event.currentTarget)}
              data-testid={inputId}
            />
            {id && (
              <Button
                size="small"
                color="neutral"
                isDisabled={busy !== null}
                onPress={() => void remove(kind)}
                aria-label={`${t('admin.wizardLogoRemove')}: ${t(LOGO_LABEL_KEYS[kind])}`}
                data-testid={`${inputId}-remove`}
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
  );
}
