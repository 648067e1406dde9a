import { NAME_MAX_LENGTH } from '../constants.ts';
import type { ValidationError } from '../validation/messages.ts';
import { checkForbiddenCharacters, checkMaxLength } from '../validation/text-rules.ts';

// The roles that may see a category or a product (spec §2 Category editor, Category & Access tab): one
// rule for both, so a product refuses what a category refuses, with the same message. That the names
// are roles of the tenant is checked where the roles are (the server's role table).

/** The names as stored: trimmed, empty ones and repeats dropped. */
export const normalizeAccessRoles = (roles: readonly string[]): string[] => [
  ...new Set(roles.map((role) => role.trim()).filter(Boolean)),
];

/** The first name with forbidden characters ('Forbidden characters …') or longer than a name can be. */
export function checkAccessRoles(roles: readonly string[]): ValidationError | null {
  for (const role of roles) {
    const problem = checkForbiddenCharacters(role) ?? checkMaxLength(role, NAME_MAX_LENGTH);
    if (problem) return problem;
  }
  return null;
}
