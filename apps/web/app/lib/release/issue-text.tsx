import type { PreflightIssue } from '@print/core/print/preflight';
import { useTranslation } from 'react-i18next';

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
