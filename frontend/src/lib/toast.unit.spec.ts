import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToast,
  dismissToast,
  removeToast,
  showCarriedToast,
  toast,
  toastAfterReload,
  toastStore,
  type ToastItem,
} from './toast';

const item = (id: number): ToastItem => ({ id, title: `T${id}`, variant: 'default', open: true });

describe('toast queue rules', () => {
  it('puts the newest first, closes the ones before it and keeps at most three', () => {
    let toasts: ToastItem[] = [];
    for (const id of [1, 2, 3, 4]) toasts = addToast(toasts, item(id));
    expect(toasts.map((t) => [t.id, t.open])).toEqual([
      [4, true],
      [3, false],
      [2, false],
    ]);
  });

  it('dismisses by closing, then removes', () => {
    const dismissed = dismissToast([item(1), item(2)], 1);
    expect(dismissed).toEqual([{ ...item(1), open: false }, item(2)]);
    expect(removeToast(dismissed, 1)).toEqual([item(2)]);
  });
});

describe('toast()', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides after 5000 ms and is removed 4000 ms after that', () => {
    const id = toast({ title: 'Settings updated', description: 'Saved.', variant: 'success' });
    expect(toastStore.getSnapshot().find((t) => t.id === id)).toMatchObject({
      open: true,
      variant: 'success',
    });
    vi.advanceTimersByTime(5000);
    expect(toastStore.getSnapshot().find((t) => t.id === id)?.open).toBe(false);
    vi.advanceTimersByTime(4000);
    expect(toastStore.getSnapshot().some((t) => t.id === id)).toBe(false);
  });

  it('replaces the toast on screen rather than stacking', () => {
    const first = toast({ title: 'Refresh started' });
    const second = toast({ title: 'Failed to refresh source', variant: 'destructive' });
    const open = toastStore.getSnapshot().filter((t) => t.open);
    expect(open.map((t) => t.id)).toEqual([second]);
    vi.advanceTimersByTime(4000);
    expect(toastStore.getSnapshot().some((t) => t.id === first)).toBe(false);
  });

  it('defaults to the default variant and can be dismissed early', () => {
    const id = toast({ title: 'Hello' });
    expect(toastStore.getSnapshot()[0]).toMatchObject({ id, variant: 'default' });
    toastStore.dismiss(id);
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
  });
});

describe('toastAfterReload()', () => {
  it('shows the toast on the next page load, once', () => {
    toastAfterReload({
      title: 'Welcome back!',
      description: 'You have successfully logged in.',
      variant: 'success',
    });
    expect(toastStore.getSnapshot().some((t) => t.title === 'Welcome back!')).toBe(false);
    showCarriedToast();
    expect(toastStore.getSnapshot()[0]).toMatchObject({
      title: 'Welcome back!',
      variant: 'success',
      open: true,
    });
    const count = toastStore.getSnapshot().length;
    showCarriedToast();
    expect(toastStore.getSnapshot()).toHaveLength(count);
  });

  it('ignores a saved value that is not a toast', () => {
    sessionStorage.setItem('eventfold.toastAfterReload', JSON.stringify({ title: 42 }));
    const before = toastStore.getSnapshot();
    showCarriedToast();
    expect(toastStore.getSnapshot()).toBe(before);
  });
});
