import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isUnauthorized } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useFriends } from '../api/get-friends';
import { useRespondEventInvitation, type InvitationAnswer } from '../api/respond-event-invitation';
import { personName } from '../../../lib/person-name';

/**
 * A friend shared this event: accept keeps it, decline lets it go. Only friends can invite, so the
 * inviter's name comes from the friends list; someone no longer a friend is "A friend".
 */
export function EventInvitationActions({
  eventId,
  inviterId,
  onDeclined,
}: {
  eventId: string;
  inviterId: string | null;
  onDeclined?: () => void;
}) {
  const respond = useRespondEventInvitation();
  const inviter = useFriends().data?.find((friend) => friend.id === inviterId);
  const inviterName = inviter ? personName(inviter) : 'A friend';
  const [accepted, setAccepted] = useState(false);
  const answer = (value: InvitationAnswer) =>
    respond.mutate(
      { eventId, answer: value },
      {
        onSuccess: ({ status }) => {
          toast(
            status === 'accepted'
              ? { title: 'Invitation accepted', variant: 'success' }
              : { title: 'Invitation declined', variant: 'default' },
          );
          if (status === 'declined') onDeclined?.();
          else setAccepted(true);
        },
        onError: (error) => {
          if (!isUnauthorized(error))
            toast({
              title: 'Failed to respond to the invitation. Please try again.',
              variant: 'destructive',
            });
        },
      },
    );

  if (accepted) {
    return (
      <Alert severity="success" sx={{ alignItems: 'center' }}>
        {`You accepted ${inviter ? `${inviterName}'s` : 'this'} invitation.`}
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      icon={false}
      sx={{ bgcolor: '#f3e8ff', color: 'text.primary', alignItems: 'center' }}
      action={
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="contained"
            disabled={respond.isPending}
            onClick={() => answer('accept')}
          >
            Accept
          </Button>
          <Button size="small" color="inherit" disabled={respond.isPending} onClick={() => answer('decline')}>
            Decline
          </Button>
        </Stack>
      }
    >
      {`${inviterName} invited you to this event.`}
    </Alert>
  );
}
