import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import DynamicFeedRoundedIcon from '@mui/icons-material/DynamicFeedRounded';
import { type FriendActivity } from '@eventfold/contracts';
import { relativeTime } from '../relative-time';
import { personName } from '../../../lib/person-name';
import { useFriendActivity } from '../api/get-friend-activity';
import { PersonAvatar } from '../../../components/ui/person-avatar';
import { EmptyState, LoadError, LoadingRows } from './tab-states';

const VERB: Record<FriendActivity['action'], string> = {
  liked: 'liked',
  commented: 'commented on',
  favorited: 'favorited',
  going: 'is going to',
  interested: 'is interested in',
};

/** What friends liked, commented on, favorited and are going to, as their settings allow. */
export function ActivityTab() {
  const activity = useFriendActivity();
  if (activity.isPending) return <LoadingRows label="Loading activity" />;
  if (activity.isError)
    return <LoadError text="Could not load friend activity." onRetry={() => void activity.refetch()} />;
  if (activity.data.length === 0) {
    return (
      <EmptyState
        icon={<DynamicFeedRoundedIcon aria-hidden sx={{ fontSize: 40 }} />}
        title="No friend activity yet"
        hint="When your friends like, comment on, favorite or say they're going to events, it shows up here."
      />
    );
  }
  return (
    <List aria-label="Friend activity">
      {activity.data.map((item) => (
        <ListItem key={item.id} disableGutters>
          <ListItemAvatar>
            <PersonAvatar person={item.user} />
          </ListItemAvatar>
          <ListItemText
            primary={`${personName(item.user)} ${VERB[item.action]} ${item.event.title}`}
            secondary={relativeTime(item.createdAt)}
          />
        </ListItem>
      ))}
    </List>
  );
}
