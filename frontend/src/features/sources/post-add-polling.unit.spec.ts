import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { toastStore } from '../../lib/toast';
import { pollAfterAdd } from './post-add-polling';

describe('pollAfterAdd', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refetches sources and events every 3 s for 20 rounds, then says "Scanning Complete" once', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    pollAfterAdd(client);
    vi.advanceTimersByTime(2_999);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['/api/event-sources'],
      ['/api/events'],
    ]);
    vi.advanceTimersByTime(3_000 * 18);
    expect(toastStore.getSnapshot().some((t) => t.title === 'Scanning Complete')).toBe(false);
    vi.advanceTimersByTime(3_000);
    expect(invalidate).toHaveBeenCalledTimes(40);
    expect(toastStore.getSnapshot().filter((t) => t.title === 'Scanning Complete')).toHaveLength(1);
    vi.advanceTimersByTime(30_000);
    expect(invalidate).toHaveBeenCalledTimes(40);
  });
});
