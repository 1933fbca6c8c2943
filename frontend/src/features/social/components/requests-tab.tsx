import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import { type FriendRequest } from '@eventfold/contracts';
import { isUnauthorized } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { relativeTime } from '../relative-time';
import { personName } from '../../../lib/person-name';
import { useAcceptFriendRequest } from '../api/accept-friend-request';
import { useDeclineFriendRequest } from '../api/decline-friend-request';
import { useFriendRequests } from '../api/get-friend-requests';
import { PersonAvatar } from '../../../components/ui/person-avatar';
import { EmptyState, LoadError, LoadingRows } from './tab-states';

function RequestRow({ request }: { request: FriendRequest }) {
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const name = personName(request.requester);
  const busy = accept.isPending || decline.isPending;
  const onError = (error: unknown) => {
    if (!isUnauthorized(error))
      toast({ title: 'Something went wrong. Please try again.', variant: 'destructive' });
  };

  return (
    <ListItem disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemAvatar>
        <PersonAvatar person={request.requester} />
      </ListItemAvatar>
      <ListItemText
        primary={name}
        secondary={`Sent ${relativeTime(request.createdAt)}`}
        sx={{ minWidth: 140 }}
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          size="small"
          disabled={busy}
          aria-label={`Accept ${name}`}
          onClick={() =>
            accept.mutate(request.requesterId, {
              onSuccess: () => toast({ title: `You and ${name} are now friends`, variant: 'success' }),
              onError,
            })
          }
        >
          Accept
        </Button>
        <Button
          variant="outlined"
          size="small"
          color="inherit"
          disabled={busy}
          aria-label={`Decline ${name}`}
          onClick={() => decline.mutate(request.requesterId, { onError })}
        >
          Decline
        </Button>
      </Stack>
    </ListItem>
  );
}

/** Friend requests others sent: Accept makes friends, Decline removes the request. */
export function RequestsTab() {
  const requests = useFriendRequests();
  if (requests.isPending) return <LoadingRows label="Loading friend requests" />;
  if (requests.isError)
    return <LoadError text="Could not load friend requests." onRetry={() => void requests.refetch()} />;
  const pending = requests.data.filter((request) => request.status === 'pending');
  if (pending.length === 0) {
    return (
      <EmptyState
        icon={<PersonAddAlt1RoundedIcon aria-hidden sx={{ fontSize: 40 }} />}
        title="No pending friend requests"
      />
    );
  }
  return (
    <List aria-label="Friend requests">
      {pending.map((request) => (
        <RequestRow key={request.requesterId} request={request} />
      ))}
    </List>
  );
}
