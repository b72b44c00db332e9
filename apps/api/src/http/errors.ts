/**
 * Every failure the API answers, as the envelope codes of docs/contract-conventions.md.
 * Handlers throw an ApiError; the error handler turns it into `{ status: 1, code, message, data }`.
 */
export const ErrorCode = {
  VALIDATION_FAILED: 40001,
  PERMISSION_DENIED: 40003,
  NOT_FOUND: 40004,
  VERSION_CONFLICT: 40009,
  DUPLICATE: 40010,
  BUSINESS_RULE: 40022,
  DELETION_NOT_ALLOWED: 40030,
  LOGIN_FAILED: 40100,
  /** Sign-in refused after too many failures (designed here, see routes/auth.ts). */
  TOO_MANY_LOGIN_ATTEMPTS: 40029,
  INVALID_TOKEN: 50008,
  TOKEN_EXPIRED: 50014,
  SERVER_ERROR: 50000,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

const httpStatus: Record<ErrorCodeValue, number> = {
  40001: 400,
  40003: 403,
  40004: 404,
  40009: 409,
  40010: 409,
  40022: 422,
  40030: 403,
  40100: 401,
  40029: 429,
  50008: 401,
  50014: 401,
  50000: 500,
};

export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

export class ApiError extends Error {
  readonly code: ErrorCodeValue;
  readonly data: unknown;
  readonly httpStatus: number;

  constructor(code: ErrorCodeValue, message: string, data: unknown = null, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.httpStatus = status ?? httpStatus[code];
  }

  static validation(errors: FieldError[]): ApiError {
    const first = errors[0];
    const message = first ? first.message : 'Validation failed';
    return new ApiError(ErrorCode.VALIDATION_FAILED, message, { errors });
  }

  static field(field: string, rule: string, message: string): ApiError {
    return ApiError.validation([{ field, rule, message }]);
  }

  static notFound(message: string): ApiError {
    return new ApiError(ErrorCode.NOT_FOUND, message);
  }

  static forbidden(message = 'Permission not allowed'): ApiError {
    return new ApiError(ErrorCode.PERMISSION_DENIED, message);
  }

  static conflict(currentVersion: number, current: unknown): ApiError {
    return new ApiError(ErrorCode.VERSION_CONFLICT, 'This record was changed by someone else', {
      current_version: currentVersion,
      current,
    });
  }

  static rule(message: string): ApiError {
    return new ApiError(ErrorCode.BUSINESS_RULE, message);
  }
}

export const ok = <T>(data: T) => ({ status: 0 as const, code: 0 as const, message: 'OK', data });

export const fail = (e: ApiError) => ({
  status: 1 as const,
  code: e.code,
  message: e.message,
  data: e.data,
});
