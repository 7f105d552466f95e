import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from './dialog';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open?: boolean;
  title: string;
  description?: ReactNode;
  /** What happens, naming the amount and the person where money moves. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** While the request is under way both buttons wait and the dialog cannot be closed. */
  pending: boolean;
  destructive?: boolean;
  /** A reason field: `required` keeps the confirm button off until one is written. */
  reason?: { label: string; required: boolean };
  /** Called with the trimmed reason ('' without a reason field). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** Keeps the confirm button off while a field of the caller's own (in `children`) is incomplete. */
  incomplete?: boolean;
}

/** Asks before an action that moves money or cannot be undone; the one confirm dialog of the app. */
export function ConfirmDialog({ open = true, title, description, pending, onClose, ...body }: ConfirmDialogProps) {
  const close = pending ? () => undefined : onClose;
  return (
    <Dialog open={open} onClose={close} title={title} description={description} size="sm">
      {/* Mounted only while open, so every opening starts with an empty reason. */}
      <ConfirmForm pending={pending} onClose={close} {...body} />
    </Dialog>
  );
}

function ConfirmForm({
  children,
  confirmLabel,
  cancelLabel = 'Go back',
  pending,
  destructive = false,
  reason,
  onConfirm,
  onClose,
  incomplete = false,
}: Omit<ConfirmDialogProps, 'open' | 'title' | 'description'>) {
  const id = useId();
  const [text, setText] = useState('');
  const missing = incomplete || (reason?.required === true && !text.trim());
  // A double-click: the second click comes before the mutation reports pending, and used to send the
  // request twice (the second answered "Could not leave" though the first had worked). One request per
  // confirmation; a finished request (pending back to false) allows another, e.g. a retry after an error.
  const [sent, setSent] = useState(false);
  const [seenPending, setSeenPending] = useState(pending);
  if (seenPending !== pending) {
    setSeenPending(pending);
    if (!pending) setSent(false);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || sent || missing) return;
    setSent(true);
    onConfirm(text.trim());
  };
  return (
    <form className="form confirm-dialog" onSubmit={submit} noValidate>
      {children && <div className="confirm-dialog__body">{children}</div>}
      {reason && (
        <div className="field">
          <label htmlFor={id}>{reason.label}</label>
          <textarea
            id={id}
            required={reason.required}
            placeholder={reason.required ? undefined : 'Optional'}
            rows={2}
            maxLength={500}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      )}
      <div className="confirm-dialog__actions">
        <button type="button" className="btn btn--outline" onClick={onClose} disabled={pending}>
          {cancelLabel}
        </button>
        <button
          type="submit"
          className={`btn ${destructive ? 'btn--danger' : 'btn--primary'}`}
          disabled={pending || missing}
        >
          {pending ? 'Please wait...' : confirmLabel}
        </button>
      </div>
    </form>
  );
}
