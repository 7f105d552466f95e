import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';

/** Rejections always carry a reason: the player sees it and the audit trail keeps it. */
export function ReasonDialog({
  title,
  open,
  pending,
  onClose,
  onSubmit,
}: {
  title: string;
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim()) onSubmit(reason.trim());
  };
  return (
    <Dialog open={open} onClose={onClose} title={title} size="sm">
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="reject-reason">Reason</label>
          <textarea
            id="reject-reason"
            required
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <div className="admin-actions">
          <button type="button" className="btn btn--outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn--destructive" disabled={pending || !reason.trim()}>
            Reject
          </button>
        </div>
      </form>
    </Dialog>
  );
}
