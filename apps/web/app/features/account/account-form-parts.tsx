import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { RuleField } from '../../ui/rule-field.tsx';
import type { FieldSpec } from '../../ui/rule-field.tsx';
import type { AccountForm } from './use-account-form.ts';
import styles from './account.module.css';

/** A titled group of inputs in a two-column grid. */
export function FieldSection({
  id,
  title,
  specs,
  account,
  children,
}: {
  id: string;
  title: string;
  specs: readonly FieldSpec[];
  account: AccountForm;
  children?: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
      <div className={styles.fieldGrid}>
        {specs.map((spec) => (
          <RuleField
            key={spec.name}
            form={account.form}
            spec={spec}
            serverError={account.serverErrors[spec.name]}
            onEdit={account.clearServerError}
          />
        ))}
      </div>
    </section>
  );
}

/** The form-level message (if any) and the save button, disabled while a save runs. */
export function FormFooter({
  account,
  label,
  testId,
}: {
  account: AccountForm;
  /** Already translated. */
  label: string;
  /** `<testId>` on the button, `<testId>-error` on the message. */
  testId: string;
}) {
  const { t } = useTranslation();
  const { notice, isSaving } = account;
  return (
    <div className={styles.footer}>
      {notice && (
        <p className={styles.notice} role="alert" data-testid={`${testId}-error`}>
          {t(notice.key, notice.params ?? {})}
        </p>
      )}
      <Button type="submit" isDisabled={isSaving} data-testid={testId}>
        {isSaving ? t('common.saving') : label}
      </Button>
    </div>
  );
}
