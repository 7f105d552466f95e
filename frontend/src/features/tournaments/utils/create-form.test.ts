import { describe, expect, it } from 'vitest';
import { EMPTY_CREATE_FORM, buildCreatePayload, validateCreateForm, type CreateForm } from './create-form';

const now = new Date('2026-11-24T10:00:00');
const form = (overrides: Partial<CreateForm>): CreateForm => ({
  ...EMPTY_CREATE_FORM,
  name: 'Friday',
  game: 'padel',
  date: '2026-12-01',
  time: '18:00',
  entryFee: '10.00',
  ...overrides,
});

describe('create form: the same checks as the server', () => {
  it('takes any court fee in cents; each player pays the share rounded up ($5.50 -> $1.38)', () => {
    expect(validateCreateForm(form({ courtFee: '5.50' }), now)).toEqual({});
    expect(buildCreatePayload(form({ courtFee: '5.50' }))).toMatchObject({
      totalFeePerPlayer: '11.38',
      courtFee: '5.50',
    });
    expect(buildCreatePayload(form({ courtFee: '8.00' }))).toMatchObject({ totalFeePerPlayer: '12.00' });
  });

  it('refuses a start more than 365 days ahead with the server sentence', () => {
    expect(validateCreateForm(form({ date: '2027-11-25' }), now).date).toBe(
      'A match can be scheduled at most 365 days ahead.',
    );
    expect(validateCreateForm(form({ date: '2027-11-23' }), now).date).toBeUndefined();
  });

  it('refuses a fee over $10,000.00 per player with the real reason, not "invalid format"', () => {
    expect(validateCreateForm(form({ entryFee: '10000.01' }), now).entryFee).toBe(
      'A fee can be at most $10,000.00 per player.',
    );
    expect(validateCreateForm(form({ entryFee: '9999.00', courtFee: '4.04' }), now).entryFee).toBe(
      'A fee can be at most $10,000.00 per player.',
    );
    expect(validateCreateForm(form({ entryFee: '10.505' }), now).entryFee).toBe('Invalid entry fee format');
  });
});
