/**
 * Above the four-eyes threshold the server answers 202 `{ status: 'awaiting_second_approval' }`:
 * nothing moved yet, so the screen must not say it did.
 */
export const awaitsSecondApproval = (answer: unknown): boolean =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { status?: unknown }).status === 'awaiting_second_approval';

export const SECOND_APPROVAL_TOAST = {
  title: 'Waiting for a second administrator',
  description: 'Above the four-eyes limit another administrator must approve this before any money moves.',
};
