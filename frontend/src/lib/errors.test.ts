import { describe, expect, it } from 'vitest';
import { getErrorMessage, getErrorStatus } from './errors';

describe('getErrorMessage', () => {
  it('reads the message field of a JSON body', () => {
    expect(getErrorMessage(new Error('409: {"message":"Email already registered","code":"AUTH.EMAIL_TAKEN"}'))).toBe(
      'Email already registered',
    );
  });

  it('joins a list of validation messages', () => {
    expect(getErrorMessage(new Error('400: {"message":["email must be an email","password is required"]}'))).toBe(
      'email must be an email, password is required',
    );
  });

  it('shows a plain-text body as it is', () => {
    expect(getErrorMessage(new Error('503: Service Unavailable'))).toBe('Service Unavailable');
  });

  it('falls back for HTML pages, JSON without a message, and non-errors', () => {
    expect(getErrorMessage(new Error('502: <html>Bad gateway</html>'), 'fallback')).toBe('fallback');
    expect(getErrorMessage(new Error('400: {"error":"x"}'), 'fallback')).toBe('fallback');
    expect(getErrorMessage('nope', 'fallback')).toBe('fallback');
  });

  it('keeps the text of an error that has no status prefix', () => {
    expect(getErrorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('getErrorStatus', () => {
  it('reads the status prefix', () => {
    expect(getErrorStatus(new Error('401: Unauthorized'))).toBe(401);
    expect(getErrorStatus(new Error('Failed to fetch'))).toBeNull();
  });
});
