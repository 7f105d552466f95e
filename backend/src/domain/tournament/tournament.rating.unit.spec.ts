import { MAX_RATING_TENTHS, MIN_RATING_TENTHS, muToTenths, rateMatch, tenthsToMu } from './tournament.rating';
import { prng } from './tournament-world.spec-helper';

const team = (a: number, b: number, prefix: string) => [
  { userId: `${prefix}1`, ratingTenths: a },
  { userId: `${prefix}2`, ratingTenths: b },
];

describe('rating scale', () => {
  it('maps 1.0 / 5.5 / 10.0 to mu 0 / 25 / 50 and back', () => {
    expect([10, 55, 100].map(tenthsToMu)).toEqual([0, 25, 50]);
    expect([0, 25, 50].map(muToTenths)).toEqual([10, 55, 100]);
  });

  it('clamps to 1.0-10.0', () => {
    expect(muToTenths(-3)).toBe(MIN_RATING_TENTHS);
    expect(muToTenths(80)).toBe(MAX_RATING_TENTHS);
  });
});

describe('rateMatch', () => {
  it('moves an even match a little: winners up, losers down, 50% expected', () => {
    const changes = rateMatch(team(50, 50, 'a'), team(50, 50, 'b'), 1);
    expect(changes.map((c) => c.userId)).toEqual(['a1', 'a2', 'b1', 'b2']);
    expect(changes.map((c) => c.expectedWinPercent)).toEqual([50, 50, 50, 50]);
    const [winner, , loser] = changes;
    expect(winner.beforeTenths).toBe(50);
    expect(winner.afterTenths).toBeGreaterThan(50);
    expect(winner.afterTenths).toBeLessThanOrEqual(53);
    expect(loser.afterTenths).toBeLessThan(50);
    expect(winner.afterTenths - 50).toBe(50 - loser.afterTenths);
  });

  it('moves an upset more than an expected win', () => {
    const upset = rateMatch(team(30, 30, 'a'), team(60, 60, 'b'), 1)[0];
    const expected = rateMatch(team(60, 60, 'a'), team(30, 30, 'b'), 1)[0];
    expect(upset.expectedWinPercent).toBeLessThan(10);
    expect(expected.expectedWinPercent).toBeGreaterThan(90);
    expect(upset.afterTenths - upset.beforeTenths).toBeGreaterThan(expected.afterTenths - expected.beforeTenths);
  });

  it('keeps everyone within 1.0-10.0, winners never down, losers never up (seeded)', () => {
    const random = prng(42);
    const rating = () => MIN_RATING_TENTHS + Math.floor(random() * 91);
    for (let i = 0; i < 500; i++) {
      const winningTeam = random() < 0.5 ? 1 : 2;
      const changes = rateMatch(team(rating(), rating(), 'a'), team(rating(), rating(), 'b'), winningTeam);
      changes.forEach((change, index) => {
        expect(change.afterTenths).toBeGreaterThanOrEqual(MIN_RATING_TENTHS);
        expect(change.afterTenths).toBeLessThanOrEqual(MAX_RATING_TENTHS);
        expect(Number.isInteger(change.afterTenths)).toBe(true);
        const won = (index < 2 ? 1 : 2) === winningTeam;
        if (won) expect(change.afterTenths).toBeGreaterThanOrEqual(change.beforeTenths);
        else expect(change.afterTenths).toBeLessThanOrEqual(change.beforeTenths);
      });
      expect(changes[0].expectedWinPercent + changes[2].expectedWinPercent).toBeGreaterThanOrEqual(99);
    }
  });

  it('refuses malformed input as a caller bug', () => {
    expect(() => rateMatch(team(50, 50, 'a').slice(0, 1), team(50, 50, 'b'), 1)).toThrow(RangeError);
    expect(() => rateMatch(team(50, 101, 'a'), team(50, 50, 'b'), 1)).toThrow(RangeError);
    expect(() => rateMatch(team(50, 9, 'a'), team(50, 50, 'b'), 1)).toThrow(RangeError);
    expect(() => rateMatch(team(50, 50, 'a'), team(50, 50, 'a'), 2)).toThrow(RangeError);
  });
});
