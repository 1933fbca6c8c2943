import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { calendarEvent } from '../../../testing/calendar-event';
import { useEventDialogs } from './use-event-dialogs';

describe('useEventDialogs', () => {
  it('keeps its handlers from render to render, so memoised chips are not drawn again', () => {
    const { result, rerender } = renderHook(({ onOpened }) => useEventDialogs(onOpened), {
      initialProps: { onOpened: vi.fn() },
    });
    const first = result.current;
    act(() => first.showDay('2026-12-05'));
    rerender({ onOpened: vi.fn() });
    expect(result.current.day).toBe('2026-12-05');
    for (const name of ['showDay', 'closeDay', 'showEvent', 'closeEvent'] as const)
      expect(result.current[name]).toBe(first[name]);
  });

  it('opens an event from a day and goes back to that day when it closes', () => {
    const opened = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(({ onOpened }) => useEventDialogs(onOpened), {
      initialProps: { onOpened: opened },
    });
    const event = calendarEvent('e1');
    act(() => result.current.showDay('2026-12-05'));
    // The latest callback is the one told, though the handler is the first render's.
    rerender({ onOpened: latest });
    act(() => result.current.showEvent(event));
    expect(opened).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(event);
    expect(result.current.day).toBeNull();
    expect(result.current.openEvent).toEqual({ event, fromDay: '2026-12-05' });
    act(() => result.current.closeEvent());
    expect(result.current.openEvent).toBeNull();
    expect(result.current.day).toBe('2026-12-05');
    act(() => result.current.closeDay());
    expect(result.current.day).toBeNull();
  });

  it('closes an event opened from a view without opening a day', () => {
    const { result } = renderHook(() => useEventDialogs(() => {}));
    act(() => result.current.showEvent(calendarEvent('e1')));
    act(() => result.current.closeEvent());
    expect(result.current.openEvent).toBeNull();
    expect(result.current.day).toBeNull();
  });
});
