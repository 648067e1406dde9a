import { Menu, MenuItem, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { useChangeLanguage } from '../../lib/i18n/use-change-language.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import type { MenuOverlay } from './lazy-trigger.ts';
import { MenuTriggerContexts } from './trigger-contexts.tsx';
import popoverStyles from './header-popover.module.css';

/** The language switcher's menu, loaded when first opened (language-switcher.tsx). */
export function LanguageMenu({
  overlay,
  codes,
  label,
}: {
  overlay: MenuOverlay;
  codes: readonly string[];
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <MenuTriggerContexts overlay={overlay}>
      <Popover className={popoverStyles.popover} placement="bottom end">
        <Menu
          className={popoverStyles.menu}
          aria-label={label}
          selectionMode="single"
          selectedKeys={[i18n.language]}
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
    </MenuTriggerContexts>
  );
}
