import './toast.css';
import { Toast } from './toast';
import { dismissToast, useToasts } from './use-toast';

export function Toaster() {
  const toasts = useToasts();
  return (
    <ol className="toaster" aria-label="Notifications">
      {toasts.map((item) => (
        <Toast key={item.id} toast={item} onDismiss={dismissToast} />
      ))}
    </ol>
  );
}
