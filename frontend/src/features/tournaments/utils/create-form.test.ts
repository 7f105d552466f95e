import { describe, expect, it } from 'vitest';
import { MONEY_RULES } from '@/testing/money-rules';
import { EMPTY_CREATE_FORM, buildCreatePayload, createFormSchema, type CreateForm } from './create-form';

const now = new Date('2026-11-24T10:00:00');
const schema = createFormSchema(MONEY_RULES, () => now);
const form = (overrides: Partial<CreateForm>): CreateForm => ({
  ...EMPTY_CREATE_FORM,
  name: 'Friday',
  game: 'padel',
  date: '2026-12-01',
  time: '18:00',
  entryFee: '10.00',
  ...overrides,
});
/** Each field's first message, as the form shows it. */
const errorsOf = (values: CreateForm) => {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};
const payloadOf = (values: CreateForm) => buildCreatePayload(schema.parse(values), MONEY_RULES);

describe('create form: the same checks as the server', () => {
  it('takes any court fee in cents; each player pays the share rounded up ($5.50 -> $1.38)', () => {
    expect(errorsOf(form({ courtFee: '5.50' }))).toEqual({});
    expect(payloadOf(form({ courtFee: '5.50' }))).toMatchObject({ totalFeePerPlayer: '11.38', courtFee: '5.50' });
    expect(payloadOf(form({ courtFee: '8.00' }))).toMatchObject({ totalFeePerPlayer: '12.00' });
    expect(payloadOf(form({}))).not.toHaveProperty('courtFee');
  });

  it('trims the name and location; an empty location is null', () => {
    expect(payloadOf(form({ name: '  Friday  ', location: '  Club  ' }))).toMatchObject({
      name: 'Friday',
      location: 'Club',
    });
    expect(payloadOf(form({ location: '   ' }))).toMatchObject({ location: null });
  });

  it('refuses a start more than 365 days ahead with the server sentence', () => {
    expect(errorsOf(form({ date: '2027-11-25' })).date).toBe('A match can be scheduled at most 365 days ahead.');
    expect(errorsOf(form({ date: '2027-11-23' })).date).toBeUndefined();
    expect(errorsOf(form({ date: '2026-11-23' })).time).toBe('Start time must be in the future');
  });

  it('refuses a fee over $10,000.00 per player with the real reason, not "invalid format"', () => {
    expect(errorsOf(form({ entryFee: '10000.01' })).entryFee).toBe('A fee can be at most $10,000.00 per player.');
    expect(errorsOf(form({ entryFee: '9999.00', courtFee: '4.04' })).entryFee).toBe(
      'A fee can be at most $10,000.00 per player.',
    );
    expect(errorsOf(form({ entryFee: '10.505' })).entryFee).toBe('Invalid entry fee format');
    expect(errorsOf(form({ entryFee: '1e3' })).entryFee).toBe('Invalid entry fee format');
    expect(errorsOf(form({ entryFee: '0' })).entryFee).toBe('Entry fee must be more than $0.00');
    expect(errorsOf(form({ courtFee: '-4' })).courtFee).toBe('Invalid court fee format');
  });

  it('reports every problem at once, cross-field ones included', () => {
    expect(errorsOf({ ...EMPTY_CREATE_FORM, entryFee: 'x', date: '2001-01-01', time: '10:00' })).toEqual({
      name: 'Tournament name is required',
      game: 'Please select a game',
      entryFee: 'Invalid entry fee format',
      time: 'Start time must be in the future',
    });
    expect(errorsOf(EMPTY_CREATE_FORM)).toMatchObject({
      entryFee: 'Entry fee is required',
      date: 'Start date is required',
      time: 'Start time is required',
    });
  });
});
