/**
 * The account a withdrawal is paid to (docs/decisions/security.md): either
 * - an IBAN: 2 letters, 2 check digits, 11 to 30 letters or digits, groups of 4 may be separated by
 *   single spaces ("PK36 SCBL 0000 0011 2345 6702"), and its ISO 13616 checksum (mod 97) must hold; or
 * - a plain account number: 6 to 34 digits, groups may be separated by single spaces or hyphens
 *   ("0123-4567890123").
 * Anything else (free text, markup, amounts, signs) is refused with the sentence below.
 */
export const ACCOUNT_NUMBER_RULE =
  'Account number must be an IBAN (for example PK36 SCBL 0000 0011 2345 6702) or 6 to 34 digits, optionally grouped with spaces or hyphens.';

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const IBAN_TYPED = /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/;
const DIGITS_TYPED = /^\d+([ -]\d+)*$/;

/** null when the text is an account number this rule accepts, else the sentence to show. */
export function accountNumberProblem(text: string): string | null {
  if (DIGITS_TYPED.test(text)) {
    const digits = text.replace(/[ -]/g, '').length;
    return digits >= 6 && digits <= 34 ? null : ACCOUNT_NUMBER_RULE;
  }
  if (!IBAN_TYPED.test(text)) return ACCOUNT_NUMBER_RULE;
  const iban = text.replace(/ /g, '').toUpperCase();
  if (!IBAN_SHAPE.test(iban)) return ACCOUNT_NUMBER_RULE;
  return ibanChecksumHolds(iban)
    ? null
    : 'This IBAN has a typing mistake (its check digits do not match): compare it with your bank statement.';
}

/** ISO 13616: move the first 4 characters to the end, letters to 10..35, the number mod 97 is 1. */
function ibanChecksumHolds(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}
