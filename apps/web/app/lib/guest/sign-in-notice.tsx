import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { FormDialog } from '../../ui/dialog.tsx';
import { accountUrl } from './pending-work.ts';
import styles from './sign-in-notice.module.css';

/** The explanation (a translated text) and where the shopper comes back to afterwards. */
export type SignInRequest = { text: string; returnPath: string };

type Props = {
  /** null: closed. */
  request: SignInRequest | null;
  onClose: () => void;
};

/**
 * Says why a guest of a shop without temporary users cannot save yet, and offers login and sign-up,
 * each leading back to the request's `returnPath` (spec §2 deepLink) instead of a silent jump to /login.
 */
export function SignInNotice({ request, onClose }: Props) {
  const { t } = useTranslation();
  const returnPath = request?.returnPath ?? '/';
  return (
    <FormDialog
      title={t('shop.guestSignInTitle')}
      isOpen={request !== null}
      onClose={onClose}
      testId="sign-in-notice"
    >
      <p>{request?.text}</p>
      <div className={styles.actions}>
        <Button color="neutral" onPress={onClose}>
          {t('common.cancel')}
        </Button>
        <ButtonLink
          to={accountUrl('signup', returnPath)}
          color="secondary"
          data-testid="sign-in-notice-signup"
        >
          {t('auth.createAccount')}
        </ButtonLink>
        <ButtonLink to={accountUrl('login', returnPath)} data-testid="sign-in-notice-login">
          {t('auth.loginButton')}
        </ButtonLink>
      </div>
    </FormDialog>
  );
}
