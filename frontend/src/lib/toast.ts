import { TIMINGS_MS, TOASTS_VISIBLE } from '@eventfold/contracts';

export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
  /** False once dismissed: it leaves the screen and is removed a little later. */
  open: boolean;
}

/** Newest first; at most TOASTS_VISIBLE kept, so the oldest one drops out. */
export function addToast(toasts: readonly ToastItem[], toast: ToastItem): ToastItem[] {
  return [toast, ...toasts].slice(0, TOASTS_VISIBLE);
}

export function dismissToast(toasts: readonly ToastItem[], id: number): ToastItem[] {
  return toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
}

export function removeToast(toasts: readonly ToastItem[], id: number): ToastItem[] {
  return toasts.filter((t) => t.id !== id);
}

type Listener = () => void;

/** Outside React so that the API client, the query client and components all share one queue. */
function createToastStore() {
  let toasts: ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const hideTimers = new Map<number, ReturnType<typeof setTimeout>>();

  const set = (next: ToastItem[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };

  const dismiss = (id: number) => {
    const hide = hideTimers.get(id);
    if (hide) clearTimeout(hide);
    hideTimers.delete(id);
    if (!toasts.some((t) => t.id === id && t.open)) return;
    set(dismissToast(toasts, id));
    setTimeout(() => set(removeToast(toasts, id)), TIMINGS_MS.toastRemoveAfterDismiss);
  };

  const show = (input: ToastInput): number => {
    const id = nextId++;
    const item: ToastItem = { id, title: input.title, variant: input.variant ?? 'default', open: true };
    if (input.description) item.description = input.description;
    set(addToast(toasts, item));
    hideTimers.set(
      id,
      setTimeout(() => dismiss(id), TIMINGS_MS.toastDisplay),
    );
    return id;
  };

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const toastStore = createToastStore();

/** The one toast helper: `toast({ title, description, variant })`. Returns the toast's id. */
export function toast(input: ToastInput): number {
  return toastStore.show(input);
}
