import { Button, ButtonContext } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
import { onFirstUse } from '../../ui/on-first-use.tsx';
import { GlobeIcon } from '../../ui/icons.tsx';
import { useShell } from '../shell-context.tsx';
import { useLazyMenuTrigger } from './lazy-trigger.ts';
import styles from './header.module.css';

const languageMenu = onFirstUse(() => import('./language-menu.tsx').then((module) => module.LanguageMenu));

const baseLanguage = (code: string): string => code.split('-')[0] ?? code;

/** 'DE' when the language is unambiguous among the tenant's, else the full code ('en-GB'). */
function shortLabel(code: string, codes: readonly string[]): string {
  const base = baseLanguage(code);
  const shared = codes.filter((other) => baseLanguage(other) === base).length > 1;
  return shared ? code : base.toUpperCase();
}

/** Switches the UI language in place (no reload) and remembers it in the `lang` cookie. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  // The menu's code loads when it first opens (or the button is hovered or focused before).
  const trigger = useLazyMenuTrigger();
  const codes = tenant.languages.map((language) => language.code);
  if (codes.length < 2) return null;
  const label = t('common.languageSwitcherLabel');

  return (
    <ButtonContext value={{ isPressed: trigger.isPressed }}>
      {/* Accessible name "Language: DE" contains the visible text (WCAG 2.5.3 label in name). */}
      <Button
        {...trigger.buttonProps}
        className={styles.iconButton}
        data-testid="language-switcher"
        onHoverStart={languageMenu.preload}
        onFocus={languageMenu.preload}
      >
        <GlobeIcon />
        <span className={styles.visuallyHidden}>{label}: </span>
        <span className={styles.languageCode}>{shortLabel(i18n.language, codes)}</span>
      </Button>
      {trigger.used && <languageMenu.Loaded overlay={trigger.overlay} codes={codes} label={label} />}
    </ButtonContext>
  );
}
