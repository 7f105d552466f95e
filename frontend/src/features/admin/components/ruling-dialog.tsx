import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';

/** A ruling always carries a reason: the players read it on the match page and the audit log keeps it. */
export function RulingDialog({
  title,
  children,
  confirmLabel,
  pending,
  destructive = false,
  onClose,
  onSubmit,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  destructive?: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim()) onSubmit(reason.trim());
  };
  return (
    <Dialog open onClose={onClose} title={title} size="sm">
      <form className="form" onSubmit={submit}>
        <div className="admin-confirm">{children}</div>
        <div className="field">
          <label htmlFor={id}>Reason (shown to the players)</label>
          <textarea id={id} required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        <div className="admin-actions">
          <button type="button" className="btn btn--outline" onClick={onClose}>
            Go back
          </button>
          <button
            type="submit"
            className={`btn ${destructive ? 'btn--destructive' : 'btn--primary'}`}
            disabled={pending || !reason.trim()}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
