import { useSyncExternalStore } from 'react';

/** Only one toast is visible at a time: a new toast replaces the current one. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself. */
  duration?: number;
  /** One optional button, e.g. "Add Funds" after a payment was refused. Clicking it also closes the toast. */
  action?: { label: string; onClick: () => void };
}

export interface ToastData extends ToastInput {
  id: string;
}

type Listener = () => void;

let toasts: readonly ToastData[] = [];
let counter = 0;
const listeners = new Set<Listener>();

function setToasts(next: readonly ToastData[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts([{ ...input, id }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Dismisses one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  setToasts(id === undefined ? [] : toasts.filter((item) => item.id !== id));
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToasts(): readonly ToastData[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Hook form, for components that prefer `const { toast } = useToast()`. */
export function useToast() {
  return { toast, dismiss: dismissToast, toasts: useToasts() };
}
