import * as bcrypt from 'bcryptjs';
import { loadConfig } from '../../../config/app-config';
import { PasswordHasher } from '../shared/password-hasher';
import { passwordProblem } from './password-policy';

describe('password rule', () => {
  it.each([
    ['password', /too common/],
    ['12345678', /too common/],
    ['qwertyuiop', /too common/],
    ['Password1!', /too common/],
    ['        ', /only spaces/],
    ['short', /at least 8/],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password)).toMatch(message);
  });

  it('refuses the e-mail itself, whatever its case', () => {
    expect(passwordProblem('Ana.Lopez@Example.test', { email: 'ana.lopez@example.test' })).toBe(
      'Password must not be your email address.',
    );
  });

  it.each(['courtcash', 'My CourtCash account 2026', 'court-cash forever and ever'])(
    'refuses the product name inside %j',
    (password) => {
      expect(passwordProblem(password)).toMatch(/must not contain the name CourtCash/);
    },
  );

  it.each([
    ['Ana Lopez', { firstName: 'Ana', lastName: 'Lopez' }],
    ['lopez-lopez-lopez-99', { firstName: 'Ana', lastName: 'Lopez' }],
    ['rosalind tennis 2026', { firstName: 'Rosalind', lastName: 'Field' }],
    ['my handle is ana.padel', { email: 'ana.padel@example.test' }],
  ])('refuses the own name inside %j', (password, context) => {
    expect(passwordProblem(password, context)).toMatch(/must not contain your own name/);
  });

  it('accepts a long phrase of unrelated words', () => {
    expect(passwordProblem('a sturdy passphrase 2026', { email: 'ana@example.test' })).toBeNull();
  });
});

describe('password hashing', () => {
  const hasher = new PasswordHasher(loadConfig({ NODE_ENV: 'test', BCRYPT_ROUNDS: '4' }));
  const long = 'unrelated words make a long passphrase that runs past the bcrypt limit! '; // 72 bytes

  it('tells apart passwords that share their first 72 bytes', async () => {
    expect(Buffer.byteLength(long)).toBe(72);
    const hash = await hasher.hash(`${long}tail one`);
    expect(hash.startsWith('v2$')).toBe(true);
    expect(await hasher.verify(`${long}tail one`, hash)).toBe(true);
    expect(await hasher.verify(`${long}tail two`, hash)).toBe(false);
  });

  it('still verifies a version-1 (plain bcrypt) hash', async () => {
    const legacy = await bcrypt.hash('an older passphrase 2025', 4);
    expect(await hasher.verify('an older passphrase 2025', legacy)).toBe(true);
    expect(await hasher.verify('another passphrase', legacy)).toBe(false);
  });

  it('answers false, not an error, for an unknown user', async () => {
    expect(await hasher.verify('anything at all', null)).toBe(false);
  });
});
