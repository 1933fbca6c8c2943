import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleLoggedOut, logout, resetLoggedOutRedirect } from './navigation';
import { toastStore } from './toast';

describe('navigation', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('location', { ...window.location, assign });
    assign.mockClear();
    resetLoggedOutRedirect();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('toasts once and goes to the login endpoint after 500 ms, however many calls fail', () => {
    handleLoggedOut();
    handleLoggedOut();
    expect(toastStore.getSnapshot().filter((t) => t.title === 'Unauthorized')).toHaveLength(1);
    expect(toastStore.getSnapshot()[0]).toMatchObject({
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    vi.advanceTimersByTime(499);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('logs out with a full page load after 500 ms', () => {
    logout();
    vi.advanceTimersByTime(500);
    expect(assign).toHaveBeenCalledWith('/api/logout');
  });
});
