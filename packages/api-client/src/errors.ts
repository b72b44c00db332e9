/**
 * The console's error behaviour of content-console §8, in one place. Every failure of a call
 * becomes an ApiError carrying a message the UI shows as an error toast.
 */
export const UNKNOWN_SERVER_ERROR = 'Unknown server error';

/** Error codes that also clear the token and sign the user out (invalid and expired token). */
export const SIGN_OUT_CODES: readonly number[] = [50008, 50014];

export type ApiErrorKind =
  /** The server answered the envelope with `status: 1`. */
  | 'api'
  /** No answer: the network failed or the answer was not the envelope. */
  | 'network'
  /** GraphQL errors (partial data may exist). */
  | 'graphql';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope's code (40001, 50008…), 0 when there is none (network). */
  readonly code: number;
  /** HTTP status when there was an answer. */
  readonly httpStatus: number | undefined;
  /** The envelope's `data` (field errors for 40001, the current record for 40009…). */
  readonly data: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { code?: number; httpStatus?: number; data?: unknown; cause?: unknown } = {},
  ) {
    super(message || UNKNOWN_SERVER_ERROR, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.code = options.code ?? 0;
    this.httpStatus = options.httpStatus;
    this.data = options.data ?? null;
  }

  /** The token was refused (invalid or expired): the session is over. */
  get signsOut(): boolean {
    return SIGN_OUT_CODES.includes(this.code);
  }

  get isConflict(): boolean {
    return this.code === 40009;
  }

  get isValidation(): boolean {
    return this.code === 40001;
  }

  get isNotFound(): boolean {
    return this.code === 40004;
  }

  /** For 40001: the failed rules, field by field. */
  get fieldErrors(): { field: string; rule: string; message: string }[] {
    const errors = (this.data as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors)
      ? (errors as { field: string; rule: string; message: string }[])
      : [];
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The message to show for any thrown value. */
export function errorMessage(e: unknown): string {
  if (e instanceof Error && e.message) return e.message;
  return UNKNOWN_SERVER_ERROR;
}
