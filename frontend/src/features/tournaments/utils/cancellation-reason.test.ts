import { describe, expect, it } from 'vitest';
import { cancellationReasonSentence } from './cancellation-reason';

describe('cancellation reason', () => {
  it('reads as a sentence, never as the raw code', () => {
    expect(cancellationReasonSentence('cancelled_by_creator')).toBe('The organiser cancelled it.');
    expect(cancellationReasonSentence('not_full')).toBe('Not enough players joined before the start time.');
    expect(cancellationReasonSentence('some_new_code')).toBeNull();
    expect(cancellationReasonSentence('Rain')).toBe('Reason: “Rain”');
    expect(cancellationReasonSentence(null)).toBeNull();
  });
});
