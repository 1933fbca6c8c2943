import { type ReactNode } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { tidyLocation, type CalendarEventView } from '@eventfold/contracts';
import { categoryColor } from '../../../lib/category-colors';
import { startLabel } from '../event-format';
import { eventKind, eventKindColors, EVENT_KIND_LABELS, RSVP_LABELS, type EventKind } from '../event-kind';

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

interface EventChipProps {
  event: CalendarEventView;
  timezone: string;
  /** Compact: one line for a month cell; full: time and location too (week and list). */
  size?: 'compact' | 'full';
  onOpen: (event: CalendarEventView) => void;
  /** Shown under a full entry, e.g. the app's social counts. */
  extra?: ReactNode;
}

/** One event as a button, coloured by its type (legend "Event Types"). Text is rendered as text only. */
export function EventChip({ event, timezone, size = 'compact', onOpen, extra }: EventChipProps) {
  const kind = eventKind(event);
  const { fill, edge } = eventKindColors(kind, categoryColor(event.source?.category));
  const time = startLabel(event, timezone);
  const place = tidyLocation(event.location);

  return (
    // The whole title on hover and on keyboard focus, for the narrow cells that cut it short.
    <Tooltip title={event.title} placement="top" disableInteractive>
      <ButtonBase
        onClick={() => onOpen(event)}
        aria-label={eventChipLabel(event, kind, time)}
        data-kind={kind}
        sx={{
          ...eventChipShape,
          py: size === 'compact' ? 0.25 : 0.5,
          bgcolor: fill,
          borderLeft: `3px solid ${edge}`,
          boxShadow: kind === 'venue' ? VENUE_SHADOW : 'none',
        }}
      >
        {size === 'full' && (
          <Typography component="span" variant="caption" color="text.secondary" noWrap>
            {time}
          </Typography>
        )}
        <Typography
          component="span"
          variant="caption"
          sx={{ fontWeight: 600, display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}
        >
          {event.favorited && <FavoriteStar />}
          <Typography
            component="span"
            variant="caption"
            data-testid="event-chip-title"
            sx={{ fontWeight: 600, minWidth: 0, ...clampLines(size === 'full' ? 2 : 1) }}
          >
            {event.title}
          </Typography>
          {event.rsvp && <RsvpChip rsvp={event.rsvp} />}
        </Typography>
        {size === 'full' && place && (
          <Typography component="span" variant="caption" color="text.secondary" noWrap>
            {place}
          </Typography>
        )}
        {size === 'full' && extra}
      </ButtonBase>
    </Tooltip>
  );
}
