import { builtInRole, builtInRoleTextKeys, isRight, type Right } from '@print/core/rights';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The translation key describing a right in the role form, e.g. users.manage → admin.rightUsersManage. */
export function rightLabelKey(right: Right): string {
  const pascal = right
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return `admin.right${pascal}`;
}

type RoleLike = { name: string; description: string };

/**
 * The texts an admin reads for roles and rights, in the admin's language: a built-in role's name
 * and, as long as nobody changed it, its description come from the catalogue; a custom role (or a
 * changed description) shows what the admin typed. Rights show their names, never their codes.
 */
export function useRoleTexts() {
  const { t } = useTranslation();
  // Kept while the language stays, so table columns built from them stay too.
  return useMemo(
    () => ({
      roleName: (name: string): string => {
        const keys = builtInRoleTextKeys(name);
        return keys ? t(keys.name) : name;
      },
      roleDescription: (role: RoleLike): string => {
        const keys = builtInRoleTextKeys(role.name);
        const seeded = builtInRole(role.name)?.description;
        const unchanged = role.description === '' || role.description === seeded;
        return keys && unchanged ? t(keys.description) : role.description;
      },
      rightName: (right: string): string => (isRight(right) ? t(rightLabelKey(right)) : right),
    }),
    [t],
  );
}
