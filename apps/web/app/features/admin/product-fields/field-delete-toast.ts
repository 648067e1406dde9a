import { ApiError } from '../../../lib/api/api-error.ts';
import { userInputFailure } from '../../../lib/api/user-input-error.ts';

/** The toast of a failed delete: the server's reason with its values (e.g. how many products use it). */
export function deleteFailureMessage(
  error: unknown,
  fallbackKey: string,
): { key: string; params: Record<string, string> } {
  const failure = userInputFailure(error);
  if (!failure || Object.keys(failure.fields).length > 0) return { key: fallbackKey, params: {} };
  const raw = error instanceof ApiError ? error.extensions?.params : undefined;
  const params =
    typeof raw === 'object' && raw !== null
      ? Object.fromEntries(
          Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      : {};
  return { key: failure.key, params };
}
