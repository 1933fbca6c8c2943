import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import { type EventComment } from '@eventfold/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isUnauthorized } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteComment } from '../api/delete-comment';
import { useEventComments } from '../api/get-event-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { EmptyState, LoadError, LoadingRows } from './tab-states';

interface CommentsDialogProps {
  eventId: string;
  eventTitle: string;
  viewerId: string;
  onClose: () => void;
}

/** The first words of a comment, to say which one is about to go. */
function quoted(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/**
 * The event's comments, oldest first, and a box to add one; one's own can be deleted, after saying
 * yes to a confirmation (nothing brings a deleted comment back).
 */
export function CommentsDialog({ eventId, eventTitle, viewerId, onClose }: CommentsDialogProps) {
  const comments = useEventComments(eventId);
  const remove = useDeleteComment();
  const [confirming, setConfirming] = useState<EventComment | null>(null);
  const deleteConfirmed = () => {
    if (confirming === null) return;
    remove.mutate(
      { eventId, commentId: confirming.id },
      {
        onSuccess: () => {
          setConfirming(null);
          toast({ title: 'Comment deleted', variant: 'success' });
        },
        onError: (error) => {
          setConfirming(null);
          if (!isUnauthorized(error)) toast({ title: 'Failed to delete comment', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="comments-title">
      <DialogTitle id="comments-title" sx={{ pr: 7, wordBreak: 'break-word' }}>
        Comments on {eventTitle}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent dividers>
        {comments.isPending ? (
          <LoadingRows label="Loading comments" />
        ) : comments.isError ? (
          <LoadError text="Could not load comments." onRetry={() => void comments.refetch()} />
        ) : comments.data.length === 0 ? (
          <EmptyState
            icon={<ChatBubbleOutlineRoundedIcon aria-hidden sx={{ fontSize: 36 }} />}
            title="No comments yet"
            hint="Be the first to say something."
          />
        ) : (
          <List aria-label="Comments" sx={{ maxHeight: 360, overflowY: 'auto' }}>
            {comments.data.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                own={comment.userId === viewerId}
                deleting={remove.isPending && remove.variables.commentId === comment.id}
                onDelete={setConfirming}
              />
            ))}
          </List>
        )}
        <Divider sx={{ my: 2 }} />
        <CommentForm eventId={eventId} />
      </DialogContent>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this comment?"
        text={`"${quoted(confirming?.content ?? '')}" will be removed for everyone. This cannot be undone.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={deleteConfirmed}
        onClose={() => setConfirming(null)}
      />
    </Dialog>
  );
}
