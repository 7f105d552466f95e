import { prefixRecordedBy } from './point-in-time';

describe('prefixRecordedBy', () => {
  const at = (ms: number) => ({ ms });
  const ms = (e: { ms: number }) => e.ms;

  it('keeps every event up to the first one recorded after the cutoff', () => {
    expect(prefixRecordedBy([at(1), at(2), at(3)], 2, ms)).toEqual([at(1), at(2)]);
  });

  it('stops at that event even when a later one carries an earlier time', () => {
    expect(prefixRecordedBy([at(1), at(5), at(2)], 3, ms)).toEqual([at(1)]);
  });

  it('is everything when nothing is later, and nothing when the first is', () => {
    expect(prefixRecordedBy([at(1), at(2)], 9, ms)).toHaveLength(2);
    expect(prefixRecordedBy([at(5), at(1)], 3, ms)).toEqual([]);
  });
});
