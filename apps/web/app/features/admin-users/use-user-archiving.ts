import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { useBulkAction } from '../../ui/admin-kit/bulk-action.ts';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { notify } from '../../ui/toast.ts';
import { setUserArchived, userDisplayName, USERS_KEY, type UserAccount } from './users-api.ts';

/**
 * Archiving and restoring users (spec §4), one from its row or the ticked ones together: each asks
 * first. The server has one call per user, so a bulk change makes them one after the other with
 * its progress shown, and says how many failed.
 */
export function useUserArchiving() {
  const { t } = useTranslation();
  const ask = useConfirmAction();
  const queryClient = useQueryClient();
  const bulk = useBulkAction();

  const archiveOne = useMutation({
    mutationFn: ({ user, archived }: { user: UserAccount; archived: boolean }) =>
      setUserArchived(user.id, archived),
    onSuccess: (_user, { archived }) => {
      notify(t(archived ? 'admin.userArchived' : 'admin.userUnarchived'), 'success');
      return queryClient.invalidateQueries({ queryKey: USERS_KEY });
    },
    onError: (error, { archived }) => {
      const message = failureToastKey(
        error,
        archived ? 'admin.errorArchivingUser' : 'admin.errorUnarchivingUser',
      );
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });
  const { mutate } = archiveOne;

  const askOne = useCallback(
    async (user: UserAccount, archived: boolean) => {
      const name = userDisplayName(user);
      const confirmed = await ask({
        message: t(archived ? 'admin.archiveUserConfirm' : 'admin.unarchiveUserConfirm', { name }),
        confirmLabel: t(archived ? 'common.archive' : 'common.unarchive'),
      });
      if (confirmed) mutate({ user, archived });
    },
    [ask, mutate, t],
  );

  /** Resolves true when the change ran (the caller then clears the ticks). */
  const askMany = async (users: readonly UserAccount[], archived: boolean): Promise<boolean> => {
    const count = String(users.length);
    const confirmed = await ask({
      message: t(archived ? 'admin.archiveUsersConfirm' : 'admin.unarchiveUsersConfirm', { count }),
      confirmLabel: t(archived ? 'common.archive' : 'common.unarchive'),
    });
    if (!confirmed) return false;
    const result = await bulk.run(users, (user) => setUserArchived(user.id, archived));
    const done = String(result.succeeded.length);
    if (result.succeeded.length > 0) {
      notify(t(archived ? 'admin.usersArchived' : 'admin.usersUnarchived', { count: done }), 'success');
    }
    if (result.failed.length > 0) {
      const failed = String(result.failed.length);
      notify(t('admin.usersBulkFailed', { failed, total: count, count: failed }), 'error');
    }
    await queryClient.invalidateQueries({ queryKey: USERS_KEY });
    return true;
  };

  return { askOne, askMany, progress: bulk.progress };
}
