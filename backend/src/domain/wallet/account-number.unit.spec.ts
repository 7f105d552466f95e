import { ACCOUNT_NUMBER_RULE, accountNumberProblem } from './account-number';

describe('withdrawal account numbers', () => {
  it.each([
    'PK36SCBL0000001123456702',
    'PK36 SCBL 0000 0011 2345 6702',
    'pk36scbl0000001123456702',
    'GB82WEST12345698765432',
    'DE89 3704 0044 0532 0130 00',
    '000111222',
    '0123-4567890123',
    '1234 5678 9012',
  ])('accepts %j', (text) => {
    expect(accountNumberProblem(text)).toBeNull();
  });

  it.each([
    '<script>',
    '-10.00',
    '10.00',
    'x',
    '12345',
    '1'.repeat(35),
    'PK36  SCBL0000001123456702',
    '0123--4567890123',
    'Account: 0123456789',
    'PK36SCBL0000001123456702; DROP TABLE',
  ])('refuses %j with the rule', (text) => {
    expect(accountNumberProblem(text)).toBe(ACCOUNT_NUMBER_RULE);
  });

  it('refuses an IBAN whose check digits do not match, saying so', () => {
    expect(accountNumberProblem('PK37SCBL0000001123456702')).toMatch(/typing mistake/);
    expect(accountNumberProblem('GB82WEST12345698765431')).toMatch(/typing mistake/);
    expect(accountNumberProblem('PK36SCBL000000112345670')).toMatch(/typing mistake/);
  });
});
