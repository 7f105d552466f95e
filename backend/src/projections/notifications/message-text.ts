/**
 * User-written text (names, tournament names) on its way into an e-mail subject, an e-mail body or
 * a text message. Control characters (CR and LF could add mail headers; others confuse SMS
 * gateways), Unicode line separators and bidirectional overrides are removed; angle brackets become
 * look-alikes so no HTML tag can form in a mail client; whitespace collapses to single spaces; and
 * the text is capped so a name cannot carry a whole message of its own.
 */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200b-\u200f\ufeff]/g;
export const MAX_QUOTED_LENGTH = 80;

/** Without control characters: for recipients (addresses and numbers), which are never shortened. */
export function stripControls(text: string): string {
  return text.replace(CONTROLS, '').trim();
}

export function messageText(text: string): string {
  const clean = text.replace(CONTROLS, ' ').replace(/</g, '‹').replace(/>/g, '›').replace(/\s+/g, ' ').trim();
  const chars = [...clean];
  return chars.length > MAX_QUOTED_LENGTH ? `${chars.slice(0, MAX_QUOTED_LENGTH - 1).join('')}…` : clean;
}
