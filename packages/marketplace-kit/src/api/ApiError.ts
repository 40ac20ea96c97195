/** A failed call: the HTTP status (0 when the server was never reached), the envelope's code and message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The envelope's `error.code` ('VALIDATION', 'ERR0010', ...), 'NETWORK' when the request never got an answer. */
  readonly code: string;
  /**
   * A 429's Retry-After: when the server will accept the request again, in ms since the epoch (from the seconds the
   * header gives, counted from when the reply arrived); null without one.
   */
  readonly retryAt: number | null;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { retryAfterSeconds?: number | null } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    const seconds = options.retryAfterSeconds;
    this.retryAt =
      typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
        ? Date.now() + seconds * 1000
        : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** An abort (unmount, a newer request): not an error to show. */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException || error instanceof Error) &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}

/** The text to show for a failure: the server's `error.message`, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
