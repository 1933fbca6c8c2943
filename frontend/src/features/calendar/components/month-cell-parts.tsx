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

/** A phone's month cell is ~50 px wide: too narrow for a title, so it shows a dot per event instead. */
const PHONE = '@media (max-width: 599.95px)';
const DOT_PX = 6;

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
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
  '& .month-dots': { display: 'none' },
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
  // A cell is ~120 px wide on a desktop: the title keeps the line and the Going / Interested badge
  // sits under it, where beside it the badge left "Rivers…".
  '& .month-event .MuiChip-root': { alignSelf: 'flex-start', ml: 0, mt: 0.25 },
  // Last, to win over the rules above. On a phone the day's button is the whole cell (a fingertip's target): its number, then its dots;
  // a tap opens the day's list with whole titles. The chips and "+N more" are left to wider screens.
  [PHONE]: {
    '& .month-cell': { p: 0.25 },
    '& .month-event, & .month-more': { display: 'none' },
    '& .month-day': {
      flex: 1,
      alignSelf: 'stretch',
      flexDirection: 'column',
      justifyContent: 'flex-start',
      gap: 0.75,
      height: 'auto',
      minHeight: 44,
      pt: 0.5,
      borderRadius: 1,
      '&:focus-visible': { outlineOffset: -3 },
      '&[aria-current="date"]': {
        color: 'text.primary',
        bgcolor: 'transparent',
        '&:hover': { bgcolor: 'action.hover' },
      },
      '&[aria-current="date"] .month-day-number': {
        color: 'primary.contrastText',
        bgcolor: 'primary.main',
      },
    },
    '& .month-day-number': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 24,
      height: 24,
      px: 0.5,
      borderRadius: 12,
    },
    '& .month-dots': {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'center',
      alignItems: 'center',
      gap: '3px',
      typography: 'caption',
      fontSize: 10,
      lineHeight: 1,
      fontWeight: 700,
      color: 'text.secondary',
    },
    '& .month-dot': {
      width: DOT_PX,
      height: DOT_PX,
      borderRadius: '50%',
      bgcolor: 'var(--event-edge)',
    },
  },
};

/** At most this many dots in a phone's cell; more are summed up as "+N". */
const MOST_DOTS = 4;

function eventEdge(event: CalendarEventView): string {
  return eventKindColors(eventKind(event), categoryColor(event.source?.category)).edge;
}

/** A dot per event, coloured as its chip's edge, shown only on a phone (the button's label counts them). */
function DayDots({ events }: { events: readonly CalendarEventView[] }) {
  if (events.length === 0) return null;
  const shown = events.length > MOST_DOTS ? events.slice(0, MOST_DOTS - 1) : events;
  const more = events.length - shown.length;
  return (
    <span className="month-dots" aria-hidden>
      {shown.map((event) => (
        <span
          key={event.id}
          className="month-dot"
          style={{ '--event-edge': eventEdge(event) } as CSSProperties}
        />
      ))}
      {more > 0 && `+${more}`}
    </span>
  );
}

interface MonthDayButtonProps {
  day: DateTime;
  isToday: boolean;
  muted: boolean;
  events: readonly CalendarEventView[];
  onOpenDay: (day: DateTime) => void;
}

/** The day number (on a phone the whole cell, with its dots): a click opens the day dialog with all of the day's events. */
export function MonthDayButton({ day, isToday, muted, events, onOpenDay }: MonthDayButtonProps) {
  return (
    <button
      type="button"
      className="month-day"
      data-muted={muted}
      onClick={() => onOpenDay(day)}
      aria-label={`${fullDate(day)}, ${eventCountLabel(events.length)}`}
      aria-current={isToday ? 'date' : undefined}
    >
      <span className="month-day-number">{day.day}</span>
      <DayDots events={events} />
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
        </span>
        {event.rsvp && <RsvpChip rsvp={event.rsvp} />}
      </button>
    </Tooltip>
  );
});
