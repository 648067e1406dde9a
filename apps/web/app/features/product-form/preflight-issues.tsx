import type { PreflightIssue } from '@print/core/print/preflight';
import { useTranslation } from 'react-i18next';
import { IssueText } from '../../lib/release/issue-text.tsx';
import styles from './product-form.module.css';

type Props = {
  issues: readonly PreflightIssue[];
  fieldLabel: (name: string) => string;
  /** Takes the shopper to the field of an issue. */
  onShowField: (field: string) => void;
};

/** The preflight errors that block the release, each a link to its field. */
export function PreflightIssues({ issues, fieldLabel, onShowField }: Props) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <div className={styles.issues} role="alert" data-testid="preflight-issues">
      <p className={styles.issuesTitle}>{t('shop.preflightFailed')}</p>
      <ul>
        {issues.map((issue, index) => (
          <li key={index} data-severity={issue.severity}>
            {issue.field !== undefined ? (
              <button
                type="button"
                className={styles.issueLink}
                onClick={() => onShowField(issue.field ?? '')}
              >
                <IssueText issue={issue} fieldLabel={fieldLabel} />
              </button>
            ) : (
              <IssueText issue={issue} fieldLabel={fieldLabel} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
