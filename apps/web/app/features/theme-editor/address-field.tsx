import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shopPath } from './shop-path.ts';
import styles from './theme-editor.module.css';

/** The address bar of the frame: shows the page the frame is on, and goes to a page typed in. */
export function AddressField({ shown, onGo }: { shown: string; onGo: (path: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setText(shown);
    setInvalid(false);
  }, [shown]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = shopPath(text, window.location.origin);
    setInvalid(path === null);
    if (path !== null) onGo(path);
  };
  return (
    <form className={styles.address} onSubmit={submit} role="search" aria-label={t('admin.themeAddress')}>
      <input
        className={styles.addressInput}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={t('admin.themeAddress')}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'theme-address-invalid' : undefined}
        spellCheck={false}
        data-testid="theme-address"
      />
      <button type="submit" className={styles.barButton} data-testid="theme-address-go">
        {t('admin.themeAddressShow')}
      </button>
      {invalid && (
        <p id="theme-address-invalid" className={styles.addressError} role="alert">
          {t('admin.themeAddressInvalid')}
        </p>
      )}
    </form>
  );
}
