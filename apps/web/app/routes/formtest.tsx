import { useTranslation } from 'react-i18next';
import type { Route } from './+types/formtest';
import { DialogDemo } from '../features/formtest/dialog-demo.tsx';
import { FormtestFields } from '../features/formtest/formtest-fields.tsx';
import { ToastDemo } from '../features/formtest/toast-demo.tsx';
import styles from '../features/formtest/formtest.module.css';
import { pageMeta } from '../shell/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'shell.formtestTitle'),
  { name: 'robots', content: 'noindex' },
];

const NOTE_KEY = 'shell.formtestNote';

/** Test page for the form, dialog and toast building blocks (spec §2 route /formtest). */
export default function Formtest() {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('shell.formtestTitle')}</h1>
      <p className={styles.intro}>{t('shell.formtestIntro')}</p>
      {/* An optional tenant text; the translation e2e tests also use it to see the cache merge. */}
      {i18n.exists(NOTE_KEY) && (
        <p className={styles.intro} data-testid="formtest-note">
          {t(NOTE_KEY)}
        </p>
      )}
      <section className={styles.card} aria-labelledby="formtest-fields">
        <h2 id="formtest-fields" className={styles.cardTitle}>
          {t('shell.formtestFields')}
        </h2>
        <FormtestFields />
      </section>
      <section className={styles.card} aria-labelledby="formtest-dialogs">
        <h2 id="formtest-dialogs" className={styles.cardTitle}>
          {t('shell.formtestDialogs')}
        </h2>
        <DialogDemo />
      </section>
      <section className={styles.card} aria-labelledby="formtest-toasts">
        <h2 id="formtest-toasts" className={styles.cardTitle}>
          {t('shell.formtestToasts')}
        </h2>
        <ToastDemo />
      </section>
    </div>
  );
}
