import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DateTime } from 'luxon';
import { MemoryRouter } from 'react-router-dom';
import { daysBetween, groupByDay } from '../event-days';
import { listEmptyHint } from '../list-empty-hint';
import { calendarEvent } from '../../../testing/calendar-event';
import { ListView } from './list-view';

const zone = 'America/Chicago';

/** 20 days of 10 events each, as the list gets them (grouped, in order). */
function busyDays() {
  const events = Array.from({ length: 200 }, (_, index) =>
    calendarEvent(`e${index}`, {
      title: `Show ${index}`,
      startDate: `2026-12-${String(2 + Math.floor(index / 10)).padStart(2, '0')}T20:${String(index % 10).padStart(2, '0')}:00-06:00`,
    }),
  );
  return daysBetween(groupByDay(events, zone), '2026-12-01', '2027-01-01');
}

describe('ListView', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("draws a busy list's first days at once and the next ones as its end comes near", () => {
    let reportNear: (near: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          reportNear = (near) => callback([{ isIntersecting: near }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<ListView days={busyDays()} timezone={zone} onOpenEvent={() => {}} />);
    // Six whole days of ten: the first 60 entries.
    expect(screen.getAllByRole('region')).toHaveLength(6);
    expect(screen.queryByText('Show 60')).toBeNull();
    act(() => reportNear(true));
    expect(screen.getAllByRole('region')).toHaveLength(12);
    expect(screen.getByText('Show 60')).toBeTruthy();
    act(() => reportNear(false));
    expect(screen.getAllByRole('region')).toHaveLength(12);
  });

  it('draws every day at once where the browser cannot tell what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<ListView days={busyDays()} timezone={zone} onOpenEvent={() => {}} />);
    expect(screen.getAllByRole('region')).toHaveLength(20);
  });

  it('draws an entry again only when its event or handlers change', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const days = busyDays().slice(0, 2);
    const onOpenEvent = vi.fn();
    const renderExtra = vi.fn(() => <span>1 comment</span>);
    const { rerender } = render(
      <ListView days={days} timezone={zone} onOpenEvent={onOpenEvent} renderEntryExtra={renderExtra} />,
    );
    expect(renderExtra).toHaveBeenCalledTimes(20);
    // The board drawn again (a dialog opened, a poll answered the same): no entry is drawn again.
    rerender(
      <ListView days={days} timezone={zone} onOpenEvent={onOpenEvent} renderEntryExtra={renderExtra} />,
    );
    expect(renderExtra).toHaveBeenCalledTimes(20);
    // New social data: every entry shows it.
    const withLikes = vi.fn(() => <span>2 likes</span>);
    rerender(<ListView days={days} timezone={zone} onOpenEvent={onOpenEvent} renderEntryExtra={withLikes} />);
    expect(withLikes).toHaveBeenCalledTimes(20);
    expect(screen.getAllByText('2 likes')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: /^Show 3, / }));
    expect(onOpenEvent).toHaveBeenCalledWith(days[0]![1][3]);
  });

  it('says "No upcoming events" and where the next ones are, and goes there', () => {
    const onShowMonth = vi.fn();
    const hint = listEmptyHint(
      DateTime.fromISO('2027-01-12', { zone }),
      DateTime.fromISO('2026-12-01', { zone }),
      0,
    );
    render(
      <MemoryRouter>
        <ListView
          days={[]}
          timezone={zone}
          onOpenEvent={() => {}}
          emptyHint={hint}
          onShowMonth={onShowMonth}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('No upcoming events')).toBeTruthy();
    expect(screen.getByText('The next one is on Tue, Jan 12, after these 30 days.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show January 2027' }));
    expect((onShowMonth.mock.calls[0]![0] as DateTime).toISODate()).toBe('2027-01-01');
  });
});
