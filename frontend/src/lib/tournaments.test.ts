import { describe, expect, it } from 'vitest';
import { formatRating, initialsOf, ordinal, placementLabel, ratingText, statusLabel, statusTone } from './tournaments';

describe('placementLabel', () => {
  it.each([
    [1, 4, 'Winner'],
    [2, 4, 'Lost'],
    [3, 4, 'Lost'],
    [4, 4, 'Lost'],
    [2, 8, '2nd Place'],
    [4, 16, 'Top 4'],
    [8, 16, 'Top 8'],
    [9, 16, '9th Place'],
    [11, 32, 'Top 11'],
    [21, 32, '21st Place'],
    [22, 32, '22nd Place'],
    [23, 32, '23rd Place'],
    [12, 20, '12th Place'],
  ])('placement %i of %i -> %s', (placement, max, label) => {
    expect(placementLabel(placement, max)).toBe(label);
  });
});

describe('small formatters', () => {
  it('writes ordinals, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 101, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '101st',
      '112th',
    ]);
  });

  it('labels statuses as the player sees them', () => {
    expect(['waiting', 'in_progress', 'active', 'completed', 'cancelled'].map(statusLabel)).toEqual([
      'Waiting',
      'Live',
      'Live',
      'Completed',
      'Cancelled',
    ]);
  });

  it('defaults a missing rating to 1.0 and keeps one decimal', () => {
    expect(formatRating(null)).toBe('1.0');
    expect(formatRating('4.95')).toBe('5.0');
    expect(formatRating('7')).toBe('7.0');
  });

  it('builds initials from the names, else the e-mail, else U', () => {
    expect(initialsOf({ firstName: 'alex', lastName: 'rivera' })).toBe('AR');
    expect(initialsOf({ firstName: null, lastName: null, email: 'zoe@x.com' })).toBe('Z');
    expect(initialsOf({})).toBe('U');
  });
});

describe('one truth per fact', () => {
  it('labels a player without a rating "Unranked" and a rating out of 10', () => {
    expect(ratingText(null)).toBe('Unranked');
    expect(ratingText(undefined)).toBe('Unranked');
    expect(ratingText('4.95')).toBe('5.0/10.0');
  });

  it('gives a disputed match its own badge', () => {
    expect(statusLabel('disputed')).toBe('Disputed');
    expect(statusTone('disputed')).toBe('disputed');
  });
});
