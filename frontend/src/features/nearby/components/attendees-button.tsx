import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
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
        <List dense sx={{ minWidth: 240, maxWidth: 360 }} aria-label="People going or interested">
          {rsvps.data?.attendees.map((attendee) => (
            <ListItem
              key={attendee.id}
              // Room for the action's label beside the name.
              sx={renderPersonAction ? { pr: 16 } : undefined}
              secondaryAction={
                attendee.id !== viewerId &&
                renderPersonAction?.({ id: attendee.id, name: attendee.name ?? 'Someone' })
              }
            >
              <ListItemAvatar>
                <Avatar src={attendee.profileImageUrl ?? undefined} alt="" sx={{ width: 32, height: 32 }} />
              </ListItemAvatar>
              <ListItemText primary={attendee.name ?? 'Someone'} secondary={STATUS_TEXT[attendee.status]} />
            </ListItem>
          ))}
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
