import { statusLabel, statusTone } from '@/lib/tournaments';

/** Waiting / Live / Completed / Cancelled pill. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  return <span className={`status status--${statusTone(status)}`}>{statusLabel(status)}</span>;
}
