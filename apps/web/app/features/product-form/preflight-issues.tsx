import type { PreflightIssue } from '@print/core/print/preflight';
import { useTranslation } from 'react-i18next';
import styles from './product-form.module.css';

type IssueTextProps = {
  issue: PreflightIssue;
  fieldLabel: (name: string) => string;
  /** Names the page of an issue, where a field appears on several (a logo front and back). */
  pageName?: (id: string) => string | null;
};

/** One preflight finding: the field it concerns (if any), its page if it helps, and the message. */
export function IssueText({ issue, fieldLabel, pageName }: IssueTextProps) {
  const { t } = useTranslation();
  const page = issue.page !== undefined ? pageName?.(issue.page) : null;
  return (
    <>
      {issue.field !== undefined && (
        <strong>
          {fieldLabel(issue.field)}
          {page ? ` (${page})` : ''}:{' '}
        </strong>
      )}
      {t(issue.key, issue.params ?? {})}
    </>
  );
}

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
