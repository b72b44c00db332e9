import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  ApiError,
  ERROR_MESSAGES,
  errorMessage,
  errorName,
  isBadCredentials,
  isConflict,
  isDuplicate,
  isNetworkError,
  isNotFound,
  isSignOutError,
  isValidationError,
} from './errors';

const api = (code: number) => new ApiError('api', 'message', { code });

describe('the error catalogue', () => {
  it('names every catalogued code, and each name maps back to its code', () => {
    for (const [name, code] of Object.entries(API_ERROR_CODES)) {
      expect(errorName(api(code))).toBe(name);
    }
    expect(Object.values(API_ERROR_CODES).sort()).toEqual([
      40001, 40003, 40004, 40009, 40010, 40022, 40029, 40030, 40100, 50000, 50008, 50014,
    ]);
  });

  it('tells failures by name, not by number', () => {
    expect(isConflict(api(40009))).toBe(true);
    expect(isConflict(api(40001))).toBe(false);
    expect(isValidationError(api(40001))).toBe(true);
    expect(isNotFound(api(40004))).toBe(true);
    expect(isDuplicate(api(40010))).toBe(true);
    expect(isBadCredentials(api(40100))).toBe(true);
    expect(isSignOutError(api(50008))).toBe(true);
    expect(isSignOutError(api(50014))).toBe(true);
    expect(isSignOutError(api(40009))).toBe(false);
    expect(isNetworkError(new ApiError('network', 'offline'))).toBe(true);
    expect(errorName(new ApiError('graphql', 'bad'))).toBe('GraphQL');
    expect(errorName(api(41234))).toBe('Unknown');
    expect(errorName(new Error('x'))).toBe('Unknown');
    expect(isConflict('40009')).toBe(false);
  });

  it('keeps the spec messages word for word', () => {
    expect(ERROR_MESSAGES.copyFailed).toBe('Copy failed');
    expect(ERROR_MESSAGES.contentNotSupported).toBe('This content is not support now');
    expect(ERROR_MESSAGES.publishFirst).toBe('Please publish this article first.');
    expect(ERROR_MESSAGES.apiService).toBe('API service error, please wait...');
    expect(errorMessage(undefined)).toBe('Unknown server error');
    expect(errorMessage(new ApiError('network', ''))).toBe('Unknown server error');
  });
});
