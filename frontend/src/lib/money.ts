/**
 * Money arrives from the API as decimal strings ("12.50"). Arithmetic is done on integer cents
 * and formatted back at the edge; no float arithmetic on money.
 */
export type MoneyInput = string | number | null | undefined;

export function toCents(value: MoneyInput): number {
  if (value === null || value === undefined || value === '') return 0;
  // A number is read through its shortest decimal text (exact for what the API sends), never toFixed.
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return 0;
  const [, sign, whole = '', fraction = ''] = match;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return sign ? -cents : cents;
}

export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** "1234.5" -> "1,234.50"; missing or malformed values show as "0.00". */
export function formatMoney(value: MoneyInput): string {
  return formatCents(toCents(value));
}

/** Divides an amount into equal shares, rounding to the nearest cent. */
export function shareOf(value: MoneyInput, parts: number): string {
  if (parts <= 0) return formatCents(0);
  return formatCents(Math.round(toCents(value) / parts));
}
