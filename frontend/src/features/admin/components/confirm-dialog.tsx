import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';

/** Every admin money action asks first, naming the amount and the player. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending,
  destructive = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} size="sm">
      <div className="admin-confirm">{children}</div>
      <div className="admin-actions">
        <button type="button" className="btn btn--outline" onClick={onClose}>
          Go back
        </button>
        <button
          type="button"
          className={`btn ${destructive ? 'btn--destructive' : 'btn--primary'}`}
          disabled={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
