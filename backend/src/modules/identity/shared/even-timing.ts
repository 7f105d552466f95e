/**
 * Runs `work` and answers (or throws) no sooner than `floorMs` after `startedAt`, so the time an
 * answer takes does not tell which way the work went (a new account or a taken address; a known
 * e-mail or not). The floor must exceed the work's usual time: ACCOUNT_ANSWER_FLOOR_MS, default 1 s
 * (docs/decisions/account-security.md). Work that overruns it (an overloaded server) answers when done.
 */
export async function noSoonerThan<T>(startedAt: number, floorMs: number, work: () => Promise<T>): Promise<T> {
  const settled = await work().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const wait = startedAt + floorMs - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  if (!settled.ok) throw settled.error;
  return settled.value;
}
