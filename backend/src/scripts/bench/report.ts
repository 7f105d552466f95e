/** The human-readable part of the bench output. */
export function report(results: Record<string, unknown>): string {
  return JSON.stringify(results);
}
