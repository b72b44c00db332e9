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
    return this.code === API_ERROR_CODES.Conflict;
  }

  get isValidation(): boolean {
    return this.code === API_ERROR_CODES.Validation;
  }

  get isNotFound(): boolean {
    return this.code === API_ERROR_CODES.NotFound;
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

/**
 * The error catalogue (content §8 and docs/contract-conventions.md): every envelope code by name.
 * Screens test a failure by name (`isConflict(e)`, `errorName(e) === 'Duplicate'`), never by number.
 */
export const API_ERROR_CODES = {
  /** 40001: validation failed; `data.errors[]` names field and rule. */
  Validation: 40001,
  /** 40003: the role may not do this ("Permission not allowed"). */
  Forbidden: 40003,
  /** 40004: record not found ("Article not found", "User not found", …). */
  NotFound: 40004,
  /** 40009: version conflict; `data.current_version` and `data.current`. */
  Conflict: 40009,
  /** 40010: duplicate, e.g. a tag name ("Repeat Tag"). */
  Duplicate: 40010,
  /** 40022: a business rule refused, e.g. "Please publish this article first." */
  BusinessRule: 40022,
  /** 40029: too many failed sign-ins for the account or the address; `data.retry_at`. */
  TooManyLoginAttempts: 40029,
  /** 40030: "Not available for deletion". */
  DeleteNotAllowed: 40030,
  /** 40100: wrong email or password, or a frozen account at login. */
  BadCredentials: 40100,
  /** 50008: invalid token (signs out). */
  InvalidToken: 50008,
  /** 50014: expired token (signs out). */
  ExpiredToken: 50014,
  /** 50000: unexpected server error ("API service error, please wait..."). */
  ServerError: 50000,
} as const;

/** The name of a catalogued failure; `Network` (no usable answer), `GraphQL`, or `Unknown`. */
export type ApiErrorName = keyof typeof API_ERROR_CODES | 'Network' | 'GraphQL' | 'Unknown';

const NAME_BY_CODE = new Map<number, ApiErrorName>(
  Object.entries(API_ERROR_CODES).map(([name, code]) => [code, name as ApiErrorName]),
);

/** The catalogue name of any thrown value (`Unknown` for what is not an ApiError). */
export function errorName(e: unknown): ApiErrorName {
  if (!(e instanceof ApiError)) return 'Unknown';
  const named = NAME_BY_CODE.get(e.code);
  if (named) return named;
  if (e.kind === 'network') return 'Network';
  if (e.kind === 'graphql') return 'GraphQL';
  return 'Unknown';
}

const is =
  (name: ApiErrorName) =>
  (e: unknown): e is ApiError =>
    errorName(e) === name;

export const isValidationError = is('Validation');
export const isForbidden = is('Forbidden');
export const isNotFound = is('NotFound');
/** The read found nothing: the catalogue's NotFound, or a plain HTTP 404 (e.g. from a proxy). */
export const isMissing = (e: unknown) => isNotFound(e) || (isApiError(e) && e.httpStatus === 404);
export const isConflict = is('Conflict');
export const isDuplicate = is('Duplicate');
export const isBusinessRuleError = is('BusinessRule');
export const isDeleteNotAllowed = is('DeleteNotAllowed');
export const isBadCredentials = is('BadCredentials');
export const isNetworkError = is('Network');
/** The token was refused (50008, 50014): the session is over. */
export const isSignOutError = (e: unknown): e is ApiError => e instanceof ApiError && e.signsOut;

/**
 * The fixed messages of content §8, word for word (typos included: they are requirements). Toasts
 * that show a server's failure show its message (`errorMessage`); these are the console's own.
 */
export const ERROR_MESSAGES = {
  unknown: UNKNOWN_SERVER_ERROR,
  apiService: 'API service error, please wait...',
  uploadingFailed: 'Uploading failed',
  uploadFailed: 'upload failed',
  copyFailed: 'Copy failed',
  createRoadshowFailed: 'Create roadshow failed',
  roadshowVideoNotUploaded: 'Roadshow video not uploaded',
  contentNotSupported: 'This content is not support now',
  contentNotPublished: 'This content has not published',
  publishFirst: 'Please publish this article first.',
  userNotFound: 'User not found',
  userGroupNotExist: 'User group not exist',
  sourcesNotFound: 'Sources not found',
  topicNotFound: 'topic not found',
  jsonSchema: 'Error,please check the json schema',
  permissionNotAllowed: 'Permission not allowed',
  notAvailableForDeletion: 'Not available for deletion',
  selectFile: 'Please select your file',
  videoFileNotSelected: 'Video file is not select',
} as const;

/** The message to show for any thrown value. */
export function errorMessage(e: unknown): string {
  if (e instanceof Error && e.message) return e.message;
  return UNKNOWN_SERVER_ERROR;
}
