import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import GroupAddRoundedIcon from '@mui/icons-material/GroupAddRounded';
import PeopleOutlineRoundedIcon from '@mui/icons-material/PeopleOutlineRounded';
import { type CalendarEventView } from '@eventfold/contracts';
import { CommentsDialog } from './comments-dialog';
import { EventInvitationActions } from './event-invitation-actions';
import { InviteFriendsDialog } from './invite-friends-dialog';
import { LikeButton } from './like-button';
import { LikesListDialog } from './likes-list-dialog';

interface EventSocialActionsProps {
  event: Pick<CalendarEventView, 'id' | 'title' | 'isInvited' | 'invitedById'>;
  viewerId: string;
  /** A declined invitation leaves the calendar, so the event dialog closes. */
  onInvitationDeclined?: () => void;
}

type Open = 'likes' | 'comments' | 'invite' | null;

/** Inside the event dialog: invitation answer, like, who liked, comments and inviting friends. */
export function EventSocialActions({ event, viewerId, onInvitationDeclined }: EventSocialActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <Stack spacing={1.5} component="section" aria-label="Social">
      {event.isInvited && (
        <EventInvitationActions
          eventId={event.id}
          inviterId={event.invitedById}
          onDeclined={onInvitationDeclined}
        />
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <LikeButton eventId={event.id} viewerId={viewerId} />
        <Button variant="text" startIcon={<PeopleOutlineRoundedIcon />} onClick={() => setOpen('likes')}>
          Liked by
        </Button>
        <Button
          variant="outlined"
          startIcon={<ChatBubbleOutlineRoundedIcon />}
          onClick={() => setOpen('comments')}
        >
          Comments
        </Button>
        <Button variant="outlined" startIcon={<GroupAddRoundedIcon />} onClick={() => setOpen('invite')}>
          Invite Friends
        </Button>
      </Stack>
      {open === 'likes' && (
        <LikesListDialog eventId={event.id} eventTitle={event.title} viewerId={viewerId} onClose={close} />
      )}
      {open === 'comments' && (
        <CommentsDialog eventId={event.id} eventTitle={event.title} viewerId={viewerId} onClose={close} />
      )}
      {open === 'invite' && (
        <InviteFriendsDialog eventId={event.id} eventTitle={event.title} onClose={close} />
      )}
    </Stack>
  );
}
