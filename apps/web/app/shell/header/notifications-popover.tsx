import { Dialog, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { DialogOverlay } from './lazy-trigger.ts';
import { DialogTriggerContexts } from './trigger-contexts.tsx';
import popoverStyles from './header-popover.module.css';

/** The notifications pop-over, loaded when first opened (header-actions.tsx). */
export function NotificationsPopover({ overlay }: { overlay: DialogOverlay }) {
  const { t } = useTranslation();
  return (
    <DialogTriggerContexts overlay={overlay}>
      <Popover className={popoverStyles.popover} placement="bottom end">
        <Dialog className={popoverStyles.popoverDialog} aria-label={t('shell.notifications')}>
          {t('shell.noNotifications')}
        </Dialog>
      </Popover>
    </DialogTriggerContexts>
  );
}
