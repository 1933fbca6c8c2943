import { TIMINGS_MS, TOASTS_VISIBLE } from '@eventfold/contracts/domain/limits';

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

/**
 * Newest first; a new toast replaces the one on screen (which closes, then is removed), so toasts
 * never stack over the page. At most TOASTS_VISIBLE are kept while the closed ones leave.
 */
export function addToast(toasts: readonly ToastItem[], toast: ToastItem): ToastItem[] {
  return [toast, ...toasts.map((t) => (t.open ? { ...t, open: false } : t))].slice(0, TOASTS_VISIBLE);
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
    // The toast on screen gives way: closed now, removed a little later, like a dismissed one.
    for (const shown of toasts.filter((t) => t.open)) dismiss(shown.id);
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

const CARRIED_TOAST_KEY = 'eventfold.toastAfterReload';

/**
 * A toast for the next page load: signing in reloads (or leaves) the page at once, which would drop
 * a toast shown now. Kept in session storage, so it is said once and only in this tab.
 */
export function toastAfterReload(input: ToastInput): void {
  try {
    sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify(input));
  } catch {
    toast(input);
  }
}

/** Shows, once, the toast an earlier page asked for with toastAfterReload. */
export function showCarriedToast(): void {
  let saved: string | null;
  try {
    saved = sessionStorage.getItem(CARRIED_TOAST_KEY);
    sessionStorage.removeItem(CARRIED_TOAST_KEY);
  } catch {
    return;
  }
  if (!saved) return;
  try {
    const parsed: unknown = JSON.parse(saved);
    if (isToastInput(parsed)) toast(parsed);
  } catch {
    // Unreadable (edited by hand): nothing to say.
  }
}

const VARIANTS: readonly string[] = ['default', 'destructive', 'success', 'warning'];

function isToastInput(value: unknown): value is ToastInput {
  if (typeof value !== 'object' || value === null) return false;
  const { title, description, variant } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    (description === undefined || typeof description === 'string') &&
    (variant === undefined || (typeof variant === 'string' && VARIANTS.includes(variant)))
  );
}
