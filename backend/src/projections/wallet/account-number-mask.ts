/**
 * "PK36 SCBL 0000 0011 2345 6702" -> "****6702". Players see only the last four characters of a
 * bank account; finance (the admin endpoints) sees the whole number to pay it out.
 */
export function maskAccountNumber(accountNumber: string): string {
  const compact = accountNumber.replace(/\s+/g, '');
  return `****${compact.slice(-4)}`;
}
