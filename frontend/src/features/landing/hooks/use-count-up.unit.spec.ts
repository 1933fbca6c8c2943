import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from './use-count-up';

describe('useCountUp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at zero and reaches the target in exactly 50 steps over 2000 ms', () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const value = useCountUp(10_000);
      seen.push(value);
      return value;
    });
    expect(result.current).toBe(0);

    const ticks: number[] = [];
    for (let tick = 0; tick < 50; tick += 1) {
      act(() => {
        vi.advanceTimersByTime(40);
      });
      ticks.push(result.current);
    }

    expect(new Set(ticks).size).toBe(50);
    expect(ticks[0]).toBe(200);
    expect(ticks[24]).toBe(5000);
    expect(ticks[48]).toBe(9800);
    expect(ticks[49]).toBe(10_000);
    // Strictly increasing: every one of the 50 ticks moves the counter.
    expect(ticks.every((value, index) => index === 0 || value > ticks[index - 1]!)).toBe(true);
  });

  it('is not at the target before 2000 ms and stays there afterwards with no timer left running', () => {
    const { result } = renderHook(() => useCountUp(500));
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(result.current).toBeLessThan(500);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(500);
    expect(vi.getTimerCount()).toBe(0);

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current).toBe(500);
  });

  it('lands exactly on targets that do not divide evenly by the step count', () => {
    const { result } = renderHook(() => useCountUp(50_001, { durationMs: 2000, steps: 50 }));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toBe(50_001);
  });

  it('shows the target at once, with no timer, when animation is off', () => {
    const { result } = renderHook(() => useCountUp(50_000, { animate: false }));
    expect(result.current).toBe(50_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its timer when unmounted mid-count', () => {
    const { unmount } = renderHook(() => useCountUp(10_000));
    act(() => {
      vi.advanceTimersByTime(400);
    });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
