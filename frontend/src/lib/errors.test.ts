import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { getErrorCode, getErrorMessage, getErrorStatus } from './errors';

describe('getErrorMessage', () => {
  it('reads the message field of a JSON body', () => {
    expect(getErrorMessage(new ApiError(409, '{"message":"Email already registered","code":"AUTH.EMAIL_TAKEN"}'))).toBe(
      'Email already registered',
    );
  });

  it('joins a list of validation messages', () => {
    expect(getErrorMessage(new ApiError(400, '{"message":["email must be an email","password is required"]}'))).toBe(
      'email must be an email, password is required',
    );
  });

  it('shows a plain-text body as it is', () => {
    expect(getErrorMessage(new ApiError(503, 'Service Unavailable'))).toBe('Service Unavailable');
  });

  it('falls back for HTML pages, JSON without a message, and non-errors', () => {
    expect(getErrorMessage(new ApiError(502, '<html>Bad gateway</html>'), 'fallback')).toBe('fallback');
    expect(getErrorMessage(new ApiError(400, '{"error":"x"}'), 'fallback')).toBe('fallback');
    expect(getErrorMessage('nope', 'fallback')).toBe('fallback');
  });

  it('keeps the text of an error that has no status prefix', () => {
    expect(getErrorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('getErrorStatus and getErrorCode', () => {
  it('read the fields of an ApiError', () => {
    const error = new ApiError(409, '{"message":"This match is full.","code":"TOURNAMENT.FULL"}');
    expect(getErrorStatus(error)).toBe(409);
    expect(getErrorCode(error)).toBe('TOURNAMENT.FULL');
    expect(getErrorCode(new ApiError(502, '<html>Bad gateway</html>'))).toBeNull();
  });

  it('never read a status or code out of message text', () => {
    expect(getErrorStatus(new Error('401: Unauthorized'))).toBeNull();
    expect(getErrorCode(new Error('409: {"message":"x","code":"TOURNAMENT.FULL"}'))).toBeNull();
    expect(getErrorStatus(new Error('Failed to fetch'))).toBeNull();
  });
});
