import { DATABASE_REFUSALS, ERROR_HTTP_STATUS, ERROR_TEXTS, type ErrorCode } from '@momento/contract';

/**
 * An error with an honest HTTP status and a message for `error.message`. `commit: true` keeps the request's
 * transaction (a replayed refresh token must revoke its family even though the request fails; a failed login is
 * counted for the rate limit).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly commit: boolean;
  /** Headers the reply carries besides the envelope's (Retry-After on a 429). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    code: ErrorCode,
    message: string = ERROR_TEXTS[code],
    options: { status?: number; commit?: boolean; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? ERROR_HTTP_STATUS[code];
    this.commit = options.commit ?? false;
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (message: string) => new ApiError('VALIDATION', message);
export const unauthorized = (message = ERROR_TEXTS.UNAUTHORIZED) => new ApiError('UNAUTHORIZED', message);
export const forbidden = (message = ERROR_TEXTS.FORBIDDEN) => new ApiError('FORBIDDEN', message);
export const notFound = (message = ERROR_TEXTS.NOT_FOUND) => new ApiError('NOT_FOUND', message);
export const conflict = (message = ERROR_TEXTS.CONFLICT) => new ApiError('CONFLICT', message);

/** A database error's SQLSTATE ('' for anything else). */
export const sqlStateOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : '';

/**
 * Database errors that bad input can still cause (a value out of range, a broken reference, a lost race on a
 * unique index) become 4xx; everything else is a real fault (500).
 */
export function fromDatabaseError(error: unknown): ApiError | null {
  switch (sqlStateOf(error)) {
    case '23505':
      return conflict(DATABASE_REFUSALS.taken);
    case '23503':
      return conflict(DATABASE_REFUSALS.reference);
    case '23514':
    case '23502':
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22001':
    case '22023':
      return badRequest(DATABASE_REFUSALS.badValue);
    case '40001':
    case '40P01':
      return conflict(DATABASE_REFUSALS.collided);
    default:
      return null;
  }
}
