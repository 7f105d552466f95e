import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { SWIPE_THRESHOLD_PX, TOAST_DURATION_MS, type ToastData } from './use-toast';
import { CloseIcon } from './icons';

interface ToastProps {
  toast: ToastData;
  onDismiss: (id: string) => void;
}

export function Toast({ toast, onDismiss }: ToastProps) {
  const { id, title, description, action, variant = 'default', duration = TOAST_DURATION_MS } = toast;
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const timer = window.setTimeout(() => onDismiss(id), duration);
    return () => window.clearTimeout(timer);
  }, [id, duration, paused, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    startX.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (startX.current === null) return;
    // Only a swipe to the right dismisses.
    setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerEnd = (event: PointerEvent<HTMLLIElement>) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    if (event.type === 'pointerup' && distance > SWIPE_THRESHOLD_PX) {
      onDismiss(id);
    } else {
      setOffset(0);
    }
  };

  return (
    <li
      className={`toast toast--${variant}`}
      data-swiping={offset > 0 || undefined}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {/* The live region is inside the list item: an <ol> may hold only <li> children (axe "list"). */}
      <div
        className="toast__body"
        role="status"
        aria-live={variant === 'destructive' ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        {title && <div className="toast__title">{title}</div>}
        {description && <div className="toast__description">{description}</div>}
        {action && (
          <button
            type="button"
            className="btn btn--outline btn--sm toast__action"
            onClick={() => {
              action.onClick();
              onDismiss(id);
            }}
          >
            {action.label}
          </button>
        )}
      </div>
      <button type="button" className="toast__close" aria-label="Close notification" onClick={() => onDismiss(id)}>
        <CloseIcon />
      </button>
    </li>
  );
}
