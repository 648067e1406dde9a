import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { useChangeLanguage } from '../../lib/i18n/use-change-language.ts';
import { CheckIcon, GlobeIcon } from '../../ui/icons.tsx';
import { useShell } from '../shell-context.tsx';
import popoverStyles from './header-popover.module.css';
import styles from './header.module.css';

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
  const changeLanguage = useChangeLanguage();
  const codes = tenant.languages.map((language) => language.code);
  if (codes.length < 2) return null;
  const current = i18n.language;
  const label = t('common.languageSwitcherLabel');

  return (
    <MenuTrigger>
      {/* Accessible name "Language: DE" contains the visible text (WCAG 2.5.3 label in name). */}
      <Button className={styles.iconButton} data-testid="language-switcher">
        <GlobeIcon />
        <span className={styles.visuallyHidden}>{label}: </span>
        <span className={styles.languageCode}>{shortLabel(current, codes)}</span>
      </Button>
      <Popover className={popoverStyles.popover} placement="bottom end">
        <Menu
          className={popoverStyles.menu}
          aria-label={label}
          selectionMode="single"
          selectedKeys={[current]}
          disallowEmptySelection
          onAction={(key) => void changeLanguage(String(key))}
        >
          {codes.map((code) => (
            <MenuItem
              key={code}
              id={code}
              className={popoverStyles.menuItem}
              textValue={t(languageNameKey(code))}
            >
              {({ isSelected }) => (
                <>
                  <span className={popoverStyles.menuCheck}>{isSelected && <CheckIcon />}</span>
                  {t(languageNameKey(code), { defaultValue: code })}
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
