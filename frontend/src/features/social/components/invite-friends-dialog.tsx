import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import { LIMITS, SOCIAL_MESSAGES } from '@eventfold/contracts';
import { isUnauthorized } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { emptySelectionToast, invitationsSentToast, toggleSelected } from '../event-invite-selection';
import { personName } from '../../../lib/person-name';
import { useFriends } from '../api/get-friends';
import { useEventInvitations, useInviteFriendsToEvent } from '../api/invite-friends-to-event';
import { PersonAvatar } from '../../../components/ui/person-avatar';
import { EmptyState, LoadError, LoadingRows } from './tab-states';

interface InviteFriendsDialogProps {
  eventId: string;
  eventTitle: string;
  onClose: () => void;
}

/** Pick friends (a 300 px scrolling list) and invite them to the event; at least one must be chosen. */
export function InviteFriendsDialog({ eventId, eventTitle, onClose }: InviteFriendsDialogProps) {
  const friends = useFriends();
  const invite = useInviteFriendsToEvent();
  // Those already invited show as such (checked, not to be picked again) when the dialog reopens.
  const invitations = useEventInvitations(eventId);
  const invited = new Set(invitations.data?.invitedFriendIds);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const send = () => {
    const empty = emptySelectionToast(selected);
    if (empty) {
      toast(empty);
      return;
    }
    invite.mutate(
      { eventId, friendIds: [...selected] },
      {
        onSuccess: ({ invited }) => {
          toast(invitationsSentToast(invited));
          onClose();
        },
        onError: (error) => {
          if (!isUnauthorized(error))
            toast({ title: SOCIAL_MESSAGES.sendInvitationsFailed, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="invite-friends-title">
      <DialogTitle id="invite-friends-title" sx={{ wordBreak: 'break-word' }}>
        Invite Friends
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          to {eventTitle}
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <Box
          sx={{ height: LIMITS.inviteFriendListHeightPx, overflowY: 'auto' }}
          data-testid="invite-friend-list"
        >
          {friends.isPending ? (
            <Box sx={{ p: 2 }}>
              <LoadingRows label="Loading friends" />
            </Box>
          ) : friends.isError ? (
            <Box sx={{ p: 2 }}>
              <LoadError text="Could not load your friends." onRetry={() => void friends.refetch()} />
            </Box>
          ) : friends.data.length === 0 ? (
            <EmptyState
              icon={<GroupRoundedIcon aria-hidden sx={{ fontSize: 36 }} />}
              title="No friends yet"
              hint="Invite friends from the Social menu first."
            />
          ) : (
            <List aria-label="Friends to invite">
              {friends.data.map((friend) => {
                const name = personName(friend);
                const labelId = `invite-friend-${friend.id}`;
                const already = invited.has(friend.id);
                return (
                  <ListItem key={friend.id} disablePadding>
                    <ListItemButton
                      disabled={already}
                      onClick={() => setSelected((current) => toggleSelected(current, friend.id))}
                    >
                      <ListItemIcon sx={{ minWidth: 40 }}>
                        <Checkbox
                          edge="start"
                          checked={already || selected.has(friend.id)}
                          disabled={already}
                          tabIndex={-1}
                          disableRipple
                          slotProps={{ input: { 'aria-labelledby': labelId } }}
                        />
                      </ListItemIcon>
                      <ListItemAvatar>
                        <PersonAvatar person={friend} />
                      </ListItemAvatar>
                      <ListItemText id={labelId} primary={name} secondary={already ? 'Invited' : undefined} />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {selected.size} selected
        </Typography>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={send} disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send Invitations'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
