/** The server records why a match was cancelled as a code; players read a sentence, never the code. */
const SENTENCES: Record<string, string> = {
  not_full: 'Not enough players joined before the start time.',
  cancelled_by_creator: 'The organiser cancelled it.',
  cancelled_by_admin: 'An administrator cancelled it.',
  deleted: 'It was removed.',
};

/** A sentence for the reason, or null when none should be shown (unknown code-like values). */
export function cancellationReasonSentence(reason: string | null | undefined): string | null {
  if (!reason) return null;
  if (SENTENCES[reason]) return SENTENCES[reason];
  // A code we do not know yet reads as a code: say nothing rather than show it.
  if (/^[a-z]+(_[a-z]+)+$/.test(reason)) return null;
  return `Reason: “${reason}”`;
}
