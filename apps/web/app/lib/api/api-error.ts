/**
 * The one error type the API layer throws. `message` follows spec §8 "Call handling": '404' for a
 * missing resource, the server's message for other failures, the bare status code for failed
 * uploads, and '' for a response without data.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status of the failed response; 0 when the request never got one (network failure). */
  readonly status: number;
  /** The `extensions` of the GraphQL error the message came from (e.g. BAD_USER_INPUT field errors). */
  readonly extensions: Readonly<Record<string, unknown>> | undefined;

  constructor(message: string, status: number, extensions?: Readonly<Record<string, unknown>>) {
    super(message);
    this.status = status;
    this.extensions = extensions;
  }

  /** Spec §8: status 401 or the message 'Unauthorized' means the session has to be recovered. */
  get isUnauthorized(): boolean {
    return this.status === 401 || this.message === 'Unauthorized';
  }
}
