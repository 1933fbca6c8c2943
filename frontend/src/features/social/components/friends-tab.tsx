import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import { shortDateOf } from '../relative-time';
import { personName } from '../../../lib/person-name';
import { useFriends } from '../api/get-friends';
import { FriendActionsMenu } from './friend-actions-menu';
import { PersonAvatar } from '../../../components/ui/person-avatar';
import { EmptyState, LoadError, LoadingRows } from './tab-states';

/** The accepted friends; unfriend and block sit in each row's menu, behind a confirmation. */
export function FriendsTab() {
  const friends = useFriends();
  if (friends.isPending) return <LoadingRows label="Loading friends" />;
  if (friends.isError)
    return <LoadError text="Could not load your friends." onRetry={() => void friends.refetch()} />;
  if (friends.data.length === 0) {
    return (
      <EmptyState
        icon={<GroupRoundedIcon aria-hidden sx={{ fontSize: 40 }} />}
        title="No friends yet"
        hint="Invite friends by e-mail from the Invite tab."
      />
    );
  }
  return (
    <List aria-label="Friends">
      {friends.data.map((friend) => {
        const name = personName(friend);
        return (
          <ListItem
            key={friend.id}
            disableGutters
            secondaryAction={<FriendActionsMenu friendId={friend.id} name={name} />}
          >
            <ListItemAvatar>
              <PersonAvatar person={friend} />
            </ListItemAvatar>
            <ListItemText primary={name} secondary={`Friends since ${shortDateOf(friend.friendsSince)}`} />
          </ListItem>
        );
      })}
    </List>
  );
}
