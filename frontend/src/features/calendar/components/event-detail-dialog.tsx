import { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { type CalendarEventView, type PublicEvent } from '@eventfold/contracts';
import { eventIcsUrl } from '../api/event-ics';
import { EVENT_KIND_LABELS } from '../event-kind';
import { AlertLikeThisButton } from './alert-like-this-button';
import { EventDetailFacts } from './event-detail-facts';
import { EventImage } from './event-image';
import { FavoriteButton } from './favorite-button';
import { GoogleCalendarButton } from './google-calendar-button';
import { ShareButton } from './share-button';

export type DetailEvent = CalendarEventView | PublicEvent;

/**
 * On a phone the dialog takes the screen and scrolls as a whole, its actions after the content: pinned
 * under it, the wrapped rows of actions took half of what was left for the event.
 */
const phonePaperSx = {
  '@media (max-width: 599.95px)': {
    m: 0,
    width: '100%',
    maxWidth: '100%',
    height: '100%',
    maxHeight: '100%',
    borderRadius: 0,
    overflowY: 'auto',
    '& > .MuiDialogContent-root': { flex: 'none', overflowY: 'visible' },
    // The title and its close button stay at the top while the rest scrolls.
    '& > .MuiDialogTitle-root': {
      position: 'sticky',
      top: 0,
      zIndex: 1,
      bgcolor: 'background.paper',
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& > .event-detail-corner': { position: 'fixed', zIndex: 2 },
  },
} as const;

function isOwnCalendarEvent(event: DetailEvent): event is CalendarEventView {
  return 'favorited' in event;
}

interface EventDetailDialogProps {
  event: DetailEvent | null;
  open: boolean;
  timezone: string;
  onClose: () => void;
  /** Present when opened from the day dialog: shows "Back to Day View". */
  onBackToDay?: () => void;
  /** The app's social actions for an event of the signed-in user's calendar (not on the public page). */
  renderSocial?: (event: CalendarEventView) => ReactNode;
}

/**
 * One event in full, in the viewer's timezone. From the calendar it also favorites and records
 * shares; on the public page (a `PublicEvent`) it only copies the link.
 */
export function EventDetailDialog({
  event,
  open,
  timezone,
  onClose,
  onBackToDay,
  renderSocial,
}: EventDetailDialogProps) {
  if (!event) return null;
  const own = isOwnCalendarEvent(event);
  const titleId = `event-detail-title-${event.id}`;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: phonePaperSx } }}
    >
      <DialogTitle id={titleId} sx={{ pr: own ? 12 : 7, wordBreak: 'break-word' }}>
        {event.title}
      </DialogTitle>
      <Box className="event-detail-corner" sx={{ position: 'absolute', right: 12, top: 12, display: 'flex' }}>
        {own && <FavoriteButton eventId={event.id} favorited={event.favorited} />}
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseRoundedIcon />
        </IconButton>
      </Box>
      <DialogContent dividers>
        <Stack spacing={2}>
          {onBackToDay && (
            <Button
              onClick={onBackToDay}
              startIcon={<ArrowBackRoundedIcon />}
              size="small"
              sx={{ alignSelf: 'flex-start' }}
            >
              Back to Day View
            </Button>
          )}
          <EventImage src={event.imageUrl} alt={event.title} />
          <EventDetailFacts event={event} timezone={timezone} />
          {event.source ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                From {event.source.name}
              </Typography>
              <Chip size="small" label={event.source.category} />
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {own && event.isInvited ? EVENT_KIND_LABELS.invited : EVENT_KIND_LABELS.created}
            </Typography>
          )}
          {own && renderSocial?.(event)}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
        <ShareButton eventId={event.id} record={own} />
        <Button
          variant="outlined"
          component="a"
          href={eventIcsUrl(event.id)}
          download
          startIcon={<EventAvailableRoundedIcon />}
        >
          Add to Calendar (.ics)
        </Button>
        {own && <GoogleCalendarButton eventId={event.id} />}
        {own && <AlertLikeThisButton event={event} />}
        {event.url && (
          <Button
            variant="contained"
            component="a"
            href={event.url}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewRoundedIcon />}
          >
            Visit Event Page
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
