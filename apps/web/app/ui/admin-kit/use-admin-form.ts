import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useAppForm, type AppFormOptions } from '../form/use-app-form.ts';

export type AdminFormOptions<V extends FieldValues, R> = AppFormOptions<V, R> & {
  /** The list the saved record shows in, asked again before `onSaved`. */
  invalidates?: QueryKey;
};

/**
 * An admin form (the kit's form dialog, editor or settings section): the one form approach
 * (useAppForm), with the list the record shows in fresh before the screen closes the form.
 */
export function useAdminForm<V extends FieldValues, R = unknown>({
  invalidates,
  onSaved,
  ...options
}: AdminFormOptions<V, R>) {
  const queryClient = useQueryClient();
  return useAppForm<V, R>({
    ...options,
    onSaved: async (result, values) => {
      if (invalidates) await queryClient.invalidateQueries({ queryKey: invalidates });
      return onSaved?.(result, values);
    },
  });
}
