import { AsyncLocalStorage } from 'node:async_hooks';
import { GlobalPosition, comparePositions } from '../../event-store/event-store.port';

/**
 * What one request (an HTTP request) wrote: the newest global position of its appends, which its
 * answer then carries to the client (read your writes on any instance: see src/read-your-writes.ts).
 */
export class RequestWrites {
  position: GlobalPosition | null = null;

  /** Runs `work`, noting here every position appended inside it. */
  run<T>(work: () => T): T {
    return written.run(this, work);
  }
}

const written = new AsyncLocalStorage<RequestWrites>();

/** The newest position the current request has written so far (null: none, or not in a request). */
export function positionWritten(): GlobalPosition | null {
  return written.getStore()?.position ?? null;
}

/**
 * Noted by every append (the fenced store) and by every command's caller (CommandExecutor.handle: commands
 * queued on one stream are appended together, possibly in another request's async context). A
 * position noted in a request that did not write it only makes that client wait a little longer.
 */
export function noteWritten(position: GlobalPosition | null | undefined): void {
  const current = written.getStore();
  if (!current || !position) return;
  if (!current.position || comparePositions(position, current.position) > 0) current.position = position;
}
