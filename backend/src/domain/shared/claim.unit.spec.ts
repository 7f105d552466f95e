import { claimDecider } from './claim';
import { fold } from './decider';
import { spec } from './given-when-then.spec-helper';

const reference = claimDecider('ReferenceReserved', (data: { owner: string }) => data.owner);

describe('claimDecider', () => {
  it('gives an unclaimed name to the first claim', () => {
    spec(reference)
      .given([])
      .when({ type: 'Claim', data: { owner: 'a' } })
      .then([{ type: 'ReferenceReserved', data: { owner: 'a' } }]);
  });

  it('decides nothing for a later claim, by another or by the holder again', () => {
    const claimed = [{ type: 'ReferenceReserved' as const, data: { owner: 'a' } }];
    spec(reference)
      .given(claimed)
      .when({ type: 'Claim', data: { owner: 'b' } })
      .thenNothing();
    spec(reference)
      .given(claimed)
      .when({ type: 'Claim', data: { owner: 'a' } })
      .thenNothing();
  });

  it('keeps the first claim as the holder, whatever follows', () => {
    const state = fold(reference, [
      { type: 'ReferenceReserved', data: { owner: 'a' } },
      { type: 'ReferenceReserved', data: { owner: 'b' } },
    ]);
    expect(state).toEqual({ owner: 'a' });
  });

  it('names each claim by its subject, for deterministic event ids', () => {
    expect(reference.eventSubject?.({ type: 'ReferenceReserved', data: { owner: 'a' } })).toBe('a');
  });
});
