import { formatUsd } from '../shared/money';
import { cardChargeCents, cardFeeCents, depositFeeCents, utcDayOf, withdrawalFeeCents } from './wallet.limits';

describe('cardFeeCents: 3% on top, rounded half up', () => {
  it.each([
    [1000, 30],
    [2500, 75],
    [1050, 32], // 31.5 rounds up
    [1049, 31], // 31.47 rounds down
    [1_000_000, 30_000],
  ])('%i cents -> fee %i', (amount, fee) => {
    expect(cardFeeCents(amount)).toBe(fee);
  });

  it('the card is charged amount + fee; the wallet gets the amount', () => {
    expect(cardChargeCents(5000)).toBe(5150);
  });

  it('bank transfers are free; Apple Pay and Google Pay pay the card fee', () => {
    expect(depositFeeCents('bank_transfer', 5000)).toBe(0);
    expect(depositFeeCents('apple_pay', 5000)).toBe(150);
    expect(depositFeeCents('google_pay', 5000)).toBe(150);
  });
});

describe('withdrawalFeeCents: 2.5%, at least $1', () => {
  it.each([
    [1000, 100],
    [4000, 100],
    [4020, 101], // 100.5 rounds up, above the minimum
    [10_000, 250],
    [1_000_000, 25_000],
  ])('%i cents -> fee %i', (amount, fee) => {
    expect(withdrawalFeeCents(amount)).toBe(fee);
  });
});

describe('utcDayOf', () => {
  it('reads the UTC day of an instant', () => {
    expect(utcDayOf('2026-11-21T23:59:59.999Z')).toBe('2026-11-21');
    expect(utcDayOf('2026-11-22T00:00:00Z')).toBe('2026-11-22');
  });

  it.each(['2026-11-21T23:00:00+05:00', '2026-11-21', 'yesterday', '2026-13-01T00:00:00.000Z'])(
    'refuses %j (a caller bug, not a user error)',
    (instant) => {
      expect(() => utcDayOf(instant)).toThrow(RangeError);
    },
  );
});

describe('formatUsd (messages)', () => {
  it.each([
    [1_000_000, '$10,000.00'],
    [100, '$1.00'],
    [5, '$0.05'],
    [-123_456_789, '-$1,234,567.89'],
  ])('%i -> %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
});
