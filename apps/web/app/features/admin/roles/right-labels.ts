import type { Right } from '@print/core/rights';

/** The translation key describing a right in the role form, e.g. users.manage → admin.rightUsersManage. */
export function rightLabelKey(right: Right): string {
  const pascal = right
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return `admin.right${pascal}`;
}
