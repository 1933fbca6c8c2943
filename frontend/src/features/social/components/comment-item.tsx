import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { type EventComment } from '@eventfold/contracts';
import { personName } from '../../../lib/person-name';
import { relativeTime } from '../relative-time';
import { PersonAvatar } from '../../../components/ui/person-avatar';

interface CommentItemProps {
  comment: EventComment;
  own: boolean;
  deleting: boolean;
  onDelete: (comment: EventComment) => void;
}

/** One comment: author, when, and the text as plain text (line breaks kept). */
export function CommentItem({ comment, own, deleting, onDelete }: CommentItemProps) {
  const author = personName(comment.user);
  return (
    <ListItem
      disableGutters
      sx={{ alignItems: 'flex-start' }}
      secondaryAction={
        own ? (
          <Tooltip title="Delete comment">
            <span>
              <IconButton
                edge="end"
                aria-label="Delete comment"
                disabled={deleting}
                onClick={() => onDelete(comment)}
              >
                <DeleteOutlineRoundedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ) : undefined
      }
    >
      <ListItemAvatar sx={{ mt: 0.5 }}>
        <PersonAvatar person={comment.user} />
      </ListItemAvatar>
      <ListItemText
        primary={own ? `${author} (you)` : author}
        secondary={
          <>
            <span
              style={{ display: 'block', whiteSpace: 'pre-wrap', wordBreak: 'break-word', color: 'inherit' }}
            >
              {comment.content}
            </span>
            <span style={{ fontSize: '0.75rem' }}>{relativeTime(comment.createdAt)}</span>
          </>
        }
        slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { color: 'text.primary' } }}
        sx={{ pr: own ? 5 : 0 }}
      />
    </ListItem>
  );
}
