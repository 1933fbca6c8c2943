import { memo, type CSSProperties } from 'react';
import Tooltip from '@mui/material/Tooltip';
import { type DateTime } from 'luxon';
import { type CalendarEventView } from '@eventfold/contracts';
import { categoryColor } from '../../../lib/category-colors';
import { fullDate } from '../../../lib/dates';
import { moreLabel } from '../event-days';
import { eventCountLabel, startLabel } from '../event-format';
import { eventKind, eventKindColors } from '../event-kind';
import { eventChipLabel, eventTitleLine, FavoriteStar, plainChipLook, RsvpChip } from './event-chip';
import { dayButtonShape, type MoreButtonProps } from './day-parts';
import { buttonReset } from './plain-button';

/*
 * The month grid draws 42 cells, each with a day button, an event and "+N more". Styled per element
 * (sx on MUI components) that is a few hundred style computations per render, most of the grid's
 * first-render time; here the elements are plain ones and their look is one set of classes on the
 * grid (monthGridSx), computed once per render. They look and behave as the week view's
 * DayCellHeader, EventChip and MoreButton do.
 */

export const monthGridSx = {
  '& .month-cell': {
    minHeight: { xs: 72, md: 104 },
    p: 0.5,
    borderTop: 1,
    borderLeft: 1,
    borderColor: 'divider',
    '&:nth-of-type(7n+1)': { borderLeft: 0 },
    bgcolor: 'background.paper',
    '&[data-muted="true"]': { bgcolor: 'grey.50' },
    display: 'flex',
    flexDirection: 'column',
    gap: 0.5,
    minWidth: 0,
  },
  '& .month-day': {
    ...buttonReset,
    ...dayButtonShape,
    fontWeight: 500,
    color: 'text.primary',
    '&[data-muted="true"]': { color: 'text.disabled' },
    '&:hover': { bgcolor: 'action.hover' },
    '&[aria-current="date"]': {
      fontWeight: 700,
      color: 'primary.contrastText',
      bgcolor: 'primary.main',
      '&:hover': { bgcolor: 'primary.dark' },
    },
  },
  '& .month-more': {
    ...buttonReset,
    display: 'inline-block',
    alignSelf: 'flex-start',
    typography: 'caption',
    fontWeight: 600,
    px: 0.5,
    color: 'primary.main',
    textAlign: 'center',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'auto' },
  },
  '& .month-event': { ...plainChipLook, py: 0.25 },
  '& .month-event-line': eventTitleLine,
  '& .month-event-title': {
    typography: 'caption',
    m: 0,
    fontWeight: 600,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
};

interface MonthDayButtonProps {
  day: DateTime;
  isToday: boolean;
  muted: boolean;
  count: number;
  onOpenDay: (day: DateTime) => void;
}

/** The day number: a click opens the day dialog with all of the day's events. */
export function MonthDayButton({ day, isToday, muted, count, onOpenDay }: MonthDayButtonProps) {
  return (
    <button
      type="button"
      className="month-day"
      data-muted={muted}
      onClick={() => onOpenDay(day)}
      aria-label={`${fullDate(day)}, ${eventCountLabel(count)}`}
      aria-current={isToday ? 'date' : undefined}
    >
      {day.day}
    </button>
  );
}

/** "+N more": opens the day dialog. */
export function MonthMoreButton({ count, dayLabel, onClick }: MoreButtonProps) {
  return (
    <button
      type="button"
      className="month-more"
      onClick={onClick}
      aria-label={`${moreLabel(count)} on ${dayLabel}`}
    >
      {moreLabel(count)}
    </button>
  );
}

interface MonthEventChipProps {
  event: CalendarEventView;
  timezone: string;
  onOpen: (event: CalendarEventView) => void;
}

/** One event in a month cell, coloured by its type; the whole title on hover and keyboard focus. */
export const MonthEventChip = memo(function MonthEventChip({ event, timezone, onOpen }: MonthEventChipProps) {
  const kind = eventKind(event);
  const { fill, edge } = eventKindColors(kind, categoryColor(event.source?.category));
  const colors = { '--event-fill': fill, '--event-edge': edge } as CSSProperties;

  return (
    <Tooltip title={event.title} placement="top" disableInteractive>
      <button
        type="button"
        className="month-event"
        style={colors}
        onClick={() => onOpen(event)}
        aria-label={eventChipLabel(event, kind, startLabel(event, timezone))}
        data-kind={kind}
      >
        <span className="month-event-line">
          {event.favorited && <FavoriteStar />}
          <span className="month-event-title" data-testid="event-chip-title">
            {event.title}
          </span>
          {event.rsvp && <RsvpChip rsvp={event.rsvp} />}
        </span>
      </button>
    </Tooltip>
  );
});
