/**
 * The name rule (docs/decisions/eligibility.md): two names are the same person's when, after
 * folding case and accents and treating hyphens, apostrophes and dots as spaces,
 *  - their first words are equal,
 *  - their last words are equal,
 *  - and every word of the shorter name appears in the longer one, in order.
 * So "ANA MARÍA LÓPEZ" matches "Ana Lopez" (a middle name left out) and "Ana Lopez-Garcia"
 * matches "ana lopez garcia"; "Ana Lopez" does not match "Ana Garcia" nor "Lopez Ana".
 */
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

export function nameWords(name: string): string[] {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (ch) => LETTERS_WITHOUT_DECOMPOSITION[ch] ?? ch);
  return folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

export function namesMatch(a: string, b: string): boolean {
  const [x, y] = [nameWords(a), nameWords(b)];
  if (x.length === 0 || y.length === 0) return false;
  if (x[0] !== y[0] || x[x.length - 1] !== y[y.length - 1]) return false;
  const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
  let at = 0;
  for (const word of shorter) {
    while (at < longer.length && longer[at] !== word) at++;
    if (at === longer.length) return false;
    at++;
  }
  return true;
}
