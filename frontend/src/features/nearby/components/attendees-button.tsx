import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useRsvps } from '../api/get-rsvps';
import { type RenderPersonAction } from './nearby-page';

const STATUS_TEXT = { going: 'Going', interested: 'Interested', not_going: 'Not going' } as const;

/** The counts as a button; opening it lists the people whose RSVPs the viewer may see. */
export function AttendeesButton({
  eventId,
  summary,
  viewerId,
  renderPersonAction,
}: {
  eventId: string;
  summary: string;
  viewerId: string;
  renderPersonAction?: RenderPersonAction;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const rsvps = useRsvps(eventId, anchor !== null);
  const hidden = rsvps.data
    ? rsvps.data.counts.going + rsvps.data.counts.interested - rsvps.data.attendees.length
    : 0;
  return (
    <>
      <Button size="small" onClick={(event) => setAnchor(event.currentTarget)} sx={{ textTransform: 'none' }}>
        {summary}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <List
          dense
          sx={{ minWidth: 240, maxWidth: 'min(400px, calc(100vw - 32px))' }}
          aria-label="People going or interested"
        >
          {rsvps.data?.attendees.map((attendee) => {
            const name = attendee.name ?? 'Someone';
            // The action stands in the row beside the name, not over it (a secondaryAction is laid
            // over the row's padding, which a long name overran); a long word breaks instead.
            return (
              <ListItem key={attendee.id} sx={{ gap: 1.5 }}>
                <ListItemAvatar sx={{ minWidth: 0 }}>
                  <Avatar src={attendee.profileImageUrl ?? undefined} alt="" sx={{ width: 32, height: 32 }} />
                </ListItemAvatar>
                <ListItemText
                  primary={name}
                  secondary={STATUS_TEXT[attendee.status]}
                  sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                />
                {attendee.id !== viewerId && renderPersonAction && (
                  <Box sx={{ flexShrink: 0 }}>{renderPersonAction({ id: attendee.id, name })}</Box>
                )}
              </ListItem>
            );
          })}
          {rsvps.isPending && (
            <ListItem>
              <ListItemText secondary="Loading…" />
            </ListItem>
          )}
          {hidden > 0 && (
            <ListItem>
              <Typography variant="caption" color="text.secondary">
                {hidden === 1
                  ? '1 person keeps their RSVP private.'
                  : `${hidden} people keep their RSVPs private.`}
              </Typography>
            </ListItem>
          )}
        </List>
      </Popover>
    </>
  );
}
