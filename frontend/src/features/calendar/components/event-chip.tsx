import { type CSSProperties, memo, type ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { tidyLocation, type CalendarEventView } from '@eventfold/contracts';
import { categoryColor } from '../../../lib/category-colors';
import { startLabel } from '../event-format';
import { eventKind, eventKindColors, EVENT_KIND_LABELS, RSVP_LABELS, type EventKind } from '../event-kind';
import { buttonReset } from './plain-button';

/** At most `lines` lines, the last one ending in an ellipsis; long words break rather than overflow. */
function clampLines(lines: number) {
  if (lines === 1) return { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
  return {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  } as const;
}

/** An event chip's shape, the same in the month grid's plain chips; colours and padding vary. */
export const eventChipShape = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  width: '100%',
  textAlign: 'left',
  px: 0.75,
  borderRadius: 0.5,
  color: 'text.primary',
  '&:hover': { filter: 'brightness(0.97)' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
} as const;

/** A venue's events stand a little off the page. */
export const VENUE_SHADOW = '0 1px 2px rgba(15, 23, 42, 0.12)';

/** The star before a favorite's title. */
export function FavoriteStar() {
  return (
    <StarRoundedIcon aria-hidden sx={{ fontSize: 14, color: 'warning.main', mt: '1px', flexShrink: 0 }} />
  );
}

/** The Going / Interested chip after the title of an event answered in Nearby. */
export function RsvpChip({ rsvp }: { rsvp: NonNullable<CalendarEventView['rsvp']> }) {
  return (
    <Chip
      component="span"
      label={RSVP_LABELS[rsvp]}
      color={rsvp === 'going' ? 'success' : 'info'}
      size="small"
      data-rsvp={rsvp}
      sx={{
        height: 16,
        fontSize: 10,
        fontWeight: 700,
        flexShrink: 0,
        ml: 'auto',
        '& .MuiChip-label': { px: 0.75 },
      }}
    />
  );
}

/** What a screen reader says for an event's chip: title, start, type, answer and favorite. */
export function eventChipLabel(event: CalendarEventView, kind: EventKind, time: string): string {
  const rsvp = event.rsvp ? `, ${RSVP_LABELS[event.rsvp]}` : '';
  return `${event.title}, ${time}, ${EVENT_KIND_LABELS[kind]}${rsvp}${event.favorited ? ', favorite' : ''}`;
}

/** A plain <button> chip (month cell, week, list): its colours from --event-fill and --event-edge. */
export const plainChipLook = {
  ...buttonReset,
  ...eventChipShape,
  bgcolor: 'var(--event-fill)',
  borderLeft: '3px solid var(--event-edge)',
  boxShadow: 'none',
  '&[data-kind="venue"]': { boxShadow: VENUE_SHADOW },
} as const;

/** The star, the title and the answer chip in one line. */
export const eventTitleLine = {
  typography: 'caption',
  m: 0,
  fontWeight: 600,
  display: 'flex',
  alignItems: 'flex-start',
  gap: 0.5,
  minWidth: 0,
} as const;

/**
 * The look of the week's, the list's and the day dialog's entries (EventChip), set once on the
 * element holding them: as classes, a column of entries costs one style computation, where MUI's
 * ButtonBase and Typography with sx cost several per entry (most of a phone's render of a view).
 */
export const eventEntriesSx = {
  '& .event-entry': { ...plainChipLook, py: 0.5 },
  '& .event-entry-note': { typography: 'caption', m: 0, color: 'text.secondary', ...clampLines(1) },
  '& .event-entry-line': eventTitleLine,
  '& .event-entry-title': { typography: 'caption', m: 0, fontWeight: 600, minWidth: 0, ...clampLines(2) },
};

interface EventChipProps {
  event: CalendarEventView;
  timezone: string;
  onOpen: (event: CalendarEventView) => void;
  /** Shown under the entry, e.g. the app's social counts. */
  renderExtra?: (event: CalendarEventView) => ReactNode;
}

/**
 * One event as a button with its time, title and location, coloured by its type (legend "Event
 * Types"); styled by eventEntriesSx on the element around it. Text is rendered as text only.
 * Memoised: with the same event and handlers, a view drawn again leaves it as it is.
 */
export const EventChip = memo(function EventChip({ event, timezone, onOpen, renderExtra }: EventChipProps) {
  const kind = eventKind(event);
  const { fill, edge } = eventKindColors(kind, categoryColor(event.source?.category));
  const colors = { '--event-fill': fill, '--event-edge': edge } as CSSProperties;
  const time = startLabel(event, timezone);
  const place = tidyLocation(event.location);

  return (
    // The whole title on hover and on keyboard focus, for the narrow cells that cut it short.
    <Tooltip title={event.title} placement="top" disableInteractive>
      <button
        type="button"
        className="event-entry"
        style={colors}
        onClick={() => onOpen(event)}
        aria-label={eventChipLabel(event, kind, time)}
        data-kind={kind}
      >
        <span className="event-entry-note">{time}</span>
        <span className="event-entry-line">
          {event.favorited && <FavoriteStar />}
          <span className="event-entry-title" data-testid="event-chip-title">
            {event.title}
          </span>
          {event.rsvp && <RsvpChip rsvp={event.rsvp} />}
        </span>
        {place && <span className="event-entry-note">{place}</span>}
        {renderExtra?.(event)}
      </button>
    </Tooltip>
  );
});
