/** An unexpected failure: logged with the request id, shown to the user as a generic message. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(message: string, options: { statusCode?: number; code?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = options.statusCode ?? 500;
    this.code = options.code ?? 'INTERNAL';
  }
}
