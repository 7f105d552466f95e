import { describe, expect, it } from 'vitest';
import { getAvatarLetter, getFullName } from './avatar-letter';

describe('getAvatarLetter', () => {
  it('uses the first letter of the first name', () => {
    expect(getAvatarLetter({ firstName: 'alex', email: 'zed@example.com' })).toBe('A');
  });

  it('falls back to the e-mail when there is no first name', () => {
    expect(getAvatarLetter({ firstName: null, email: 'zed@example.com' })).toBe('Z');
    expect(getAvatarLetter({ firstName: '  ', email: 'zed@example.com' })).toBe('Z');
  });

  it('falls back to U when there is neither', () => {
    expect(getAvatarLetter({ firstName: '', email: '' })).toBe('U');
    expect(getAvatarLetter(null)).toBe('U');
  });
});

describe('getFullName', () => {
  it('joins the names that exist', () => {
    expect(getFullName({ firstName: 'Alex', lastName: 'Rivera' })).toBe('Alex Rivera');
    expect(getFullName({ firstName: 'Alex', lastName: null })).toBe('Alex');
  });
});
