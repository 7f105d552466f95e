import { statusLabel, statusTone } from '@/lib/tournaments';

/** Waiting / Live / Disputed / Completed / Cancelled pill; a match under way whose result is disputed reads "Disputed". */
export function StatusBadge({ status, disputed = false }: { status: string | null | undefined; disputed?: boolean }) {
  const shown = disputed && status === 'in_progress' ? 'disputed' : status;
  return <span className={`status status--${statusTone(shown)}`}>{statusLabel(shown)}</span>;
}
