import {
  HEADER_TYPES,
  MOBILE_LAYOUT_SCHEMES,
  USER_CONTEXT_MENU_MODES,
} from '@print/core/theme/header-settings-rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { useValidationMessage } from '../../../ui/use-validation-message.ts';
import { ChoiceGroup } from '../panels/choice-group.tsx';
import styles from '../panels/panels.module.css';
import { HeaderCtaFields } from './header-cta-fields.tsx';
import type { HeaderForm } from './header-form.ts';
import type { HeaderEditing } from './use-header-editing.ts';

const TYPE_NAME = { default: 'admin.headerTypeDefault', simple: 'admin.headerTypeSimple' } as const;
const MENU_NAME = {
  hidden: 'admin.userMenuModeHidden',
  full: 'admin.userMenuModeFull',
  loginLogout: 'admin.userMenuModeLoginLogout',
} as const;
const SHOWN = [
  ['showLogo', 'admin.headerShowLogo'],
  ['notifications', 'admin.headerNotifications'],
  ['favourites', 'admin.headerFavourites'],
  ['cart', 'admin.headerCart'],
  ['search', 'admin.headerSearch'],
] as const;

/** The name of each part a scheme's id lists (`wide-cart-search`). */
const SCHEME_PART_NAME: Record<string, string> = {
  square: 'admin.mobileLogoSquare',
  wide: 'admin.mobileLogoWide',
  cart: 'admin.mobileSchemeCart',
  search: 'admin.mobileSchemeSearch',
  cta: 'admin.mobileSchemeCta',
};

/** `wide-cart-search` → "Wide logo + cart + search". */
function useSchemeName() {
  const { t } = useTranslation();
  return (scheme: string) =>
    scheme
      .split('-')
      .map((part) => t(SCHEME_PART_NAME[part] ?? part))
      .join(' + ');
}

/**
 * The Header tab (spec §3 "Theme header settings"): header type, what the header shows, the top call
 * to action and the CTA button with their texts per shop language, the user menu and the mobile layout
 * scheme. Saved with its own button, apart from the theme; core's messages show at their fields.
 * Without the right to change the shop settings the tab shows them read-only, with a note.
 */
export function HeaderPanel({ header }: { header: HeaderEditing }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const schemeName = useSchemeName();
  const schemeId = useId();
  const { values, canEdit } = header;
  if (header.isError)
    return (
      <p className={styles.panel} role="alert">
        {t('common.genericError')}
      </p>
    );
  if (!values) return <p className={styles.panel}>{t('common.loading')}</p>;
  const set = <K extends keyof HeaderForm>(key: K, value: HeaderForm[K]) =>
    header.change({ ...values, [key]: value }, key);

  return (
    <form
      className={styles.panel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void header.save();
      }}
      data-testid="header-panel"
    >
      <p className={styles.intro}>{t('admin.headerIntro')}</p>
      {!canEdit && (
        <p className={styles.notice} role="note" data-testid="header-read-only">
          {t('admin.headerReadOnly')}
        </p>
      )}
      <fieldset disabled={!canEdit} className={styles.choices}>
        <ChoiceGroup
          label={t('admin.headerType')}
          value={values.type}
          options={HEADER_TYPES.map((type) => ({ value: type, label: t(TYPE_NAME[type]) }))}
          onChange={(type) => set('type', type)}
          testId="header-type"
        />
        <fieldset className={styles.choices}>
          <legend className={styles.fieldLabel}>{t('admin.headerShows')}</legend>
          {SHOWN.map(([key, label]) => (
            <Checkbox
              key={key}
              name={key}
              isSelected={values[key]}
              isDisabled={!canEdit}
              onChange={(on) => set(key, on)}
              testId={`header-${key}`}
            >
              {t(label)}
            </Checkbox>
          ))}
        </fieldset>
        <HeaderCtaFields header={header} values={values} />
        <ChoiceGroup
          label={t('admin.userMenuMode')}
          value={values.userContextMenu}
          options={USER_CONTEXT_MENU_MODES.map((mode) => ({ value: mode, label: t(MENU_NAME[mode]) }))}
          onChange={(mode) => set('userContextMenu', mode)}
          testId="header-user-menu"
        />
        <div className={styles.section}>
          <label htmlFor={schemeId} className={styles.fieldLabel}>
            {t('admin.mobileLayoutScheme')}
          </label>
          <select
            id={schemeId}
            name="mobileLayoutScheme"
            className={styles.select}
            value={values.mobileLayoutScheme}
            aria-describedby={`${schemeId}-hint`}
            onChange={(event) =>
              set('mobileLayoutScheme', event.target.value as HeaderForm['mobileLayoutScheme'])
            }
            data-testid="header-mobile-scheme"
          >
            {MOBILE_LAYOUT_SCHEMES.map((scheme) => (
              <option key={scheme} value={scheme}>
                {schemeName(scheme)}
              </option>
            ))}
          </select>
          <p id={`${schemeId}-hint`} className={styles.intro}>
            {t('admin.mobileLayoutSchemeHint')}
          </p>
          {header.errors.mobileLayoutScheme && (
            <p className={styles.refusal}>{message(header.errors.mobileLayoutScheme)}</p>
          )}
        </div>
      </fieldset>
      {canEdit && (
        <Button type="submit" size="small" isDisabled={header.saving} data-testid="header-save">
          {t(header.saving ? 'common.saving' : 'admin.headerSave')}
        </Button>
      )}
    </form>
  );
}
