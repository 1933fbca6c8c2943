import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import { personName } from '../../../lib/person-name';
import { useEventLikes } from '../api/get-event-likes';
import { PersonAvatar } from '../../../components/ui/person-avatar';
import { EmptyState, LoadError, LoadingRows } from './tab-states';

interface LikesListDialogProps {
  eventId: string;
  eventTitle: string;
  viewerId: string;
  onClose: () => void;
}

/** "Liked by": the viewer and friends who liked the event. */
export function LikesListDialog({ eventId, eventTitle, viewerId, onClose }: LikesListDialogProps) {
  const likes = useEventLikes(eventId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="likes-title">
      <DialogTitle id="likes-title" sx={{ pr: 7, wordBreak: 'break-word' }}>
        Liked by
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent dividers>
        {likes.isPending ? (
          <LoadingRows label="Loading likes" />
        ) : likes.isError ? (
          <LoadError text="Could not load likes." onRetry={() => void likes.refetch()} />
        ) : likes.data.length === 0 ? (
          <EmptyState
            icon={<FavoriteBorderRoundedIcon aria-hidden sx={{ fontSize: 36 }} />}
            title="No likes yet"
          />
        ) : (
          <List aria-label={`People who liked ${eventTitle}`}>
            {likes.data.map((like) => (
              <ListItem key={like.userId} disableGutters>
                <ListItemAvatar>
                  <PersonAvatar person={like.user} />
                </ListItemAvatar>
                <ListItemText
                  primary={
                    like.userId === viewerId ? `${personName(like.user)} (you)` : personName(like.user)
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
