import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import { DateTime } from 'luxon';
import { Link as RouterLink } from 'react-router-dom';
import { EVENT_MESSAGES, type CalendarEventView } from '@eventfold/contracts';
import { type DayKey } from '../calendar-dates';
import { fullDate } from '../../../lib/dates';
import { eventCountLabel } from '../event-format';
import { type ListEmptyHint } from '../list-empty-hint';
import { EventChip, eventEntriesSx } from './event-chip';

interface ListViewProps {
  /** Days from today onward, 30 of them, already grouped and in order. */
  days: ReadonlyArray<[DayKey, CalendarEventView[]]>;
  timezone: string;
  onOpenEvent: (event: CalendarEventView) => void;
  /** Extra content under each entry, supplied by the app. */
  renderEntryExtra?: (event: CalendarEventView) => ReactNode;
  /** With no event in the 30 days: where the next ones are, and a way there. */
  emptyHint?: ListEmptyHint | null;
  onShowMonth?: (month: DateTime) => void;
}

/**
 * Entries put on the page at once: a busy month's 30 days are a thousand entries, ~0.7 s of main
 * thread to build in one go when the List tab is picked. The days after them come in as the person
 * scrolls towards their end (or tabs there: focus scrolls it into view), this many entries at a time.
 */
const ENTRIES_AT_ONCE = 60;
/** How near the end of the drawn days (px) the next ones are drawn, so scrolling does not reach it. */
const APPROACH_MARGIN = '1200px';

/** Whole days from the start holding at most `budget` entries (always the first day). */
function daysWithin<T>(days: ReadonlyArray<[DayKey, T[]]>, budget: number): ReadonlyArray<[DayKey, T[]]> {
  let entries = 0;
  let count = 0;
  while (count < days.length && (count === 0 || entries + days[count]![1].length <= budget)) {
    entries += days[count]![1].length;
    count += 1;
  }
  return count === days.length ? days : days.slice(0, count);
}

/** Upcoming events only: today onward, the next 30 days. */
export function ListView({
  days,
  timezone,
  onOpenEvent,
  renderEntryExtra,
  emptyHint,
  onShowMonth,
}: ListViewProps) {
  const [budget, setBudget] = useState(ENTRIES_AT_ONCE);
  const shown = daysWithin(days, budget);
  const more = shown.length < days.length;
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!more) return undefined;
    const grow = () => startTransition(() => setBudget((current) => current + ENTRIES_AT_ONCE));
    if (typeof IntersectionObserver === 'undefined' || !end.current) {
      grow();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && grow(), {
      rootMargin: APPROACH_MARGIN,
    });
    observer.observe(end.current);
    return () => observer.disconnect();
  }, [more, budget]);

  if (days.length === 0) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', py: 8, color: 'text.secondary' }}>
        <EventBusyRoundedIcon aria-hidden sx={{ fontSize: 40 }} />
        <Typography>{EVENT_MESSAGES.noUpcomingEvents}</Typography>
        {emptyHint && (
          <>
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              {emptyHint.text}
            </Typography>
            {onShowMonth && (
              <Button variant="outlined" size="small" onClick={() => onShowMonth(emptyHint.month)}>
                {emptyHint.action}
              </Button>
            )}
          </>
        )}
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Events you&apos;re going to or interested in show up here too:{' '}
          <Link component={RouterLink} to="/nearby">
            find events nearby
          </Link>
          .
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={eventEntriesSx}>
      {shown.map(([key, events]) => {
        const label = fullDate(DateTime.fromISO(key, { zone: timezone }));
        return (
          <Box key={key} component="section" aria-label={label}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
              {label}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {eventCountLabel(events.length)}
              </Typography>
            </Typography>
            <Stack spacing={0.75}>
              {events.map((event) => (
                <EventChip
                  key={event.id}
                  event={event}
                  timezone={timezone}
                  onOpen={onOpenEvent}
                  renderExtra={renderEntryExtra}
                />
              ))}
            </Stack>
          </Box>
        );
      })}
      {more && <Box ref={end} aria-hidden sx={{ minHeight: '50vh' }} />}
    </Stack>
  );
}
