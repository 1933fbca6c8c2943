import { type FormEvent, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isUnauthorized } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { COMMENT_MAX_LENGTH, commentCounter, commentToPost } from '../comment-draft';
import { usePostComment } from '../api/post-comment';

/** The post box: trimmed, non-empty, at most 2,000 characters, with a counter. */
export function CommentForm({ eventId }: { eventId: string }) {
  const [draft, setDraft] = useState('');
  const post = usePostComment();
  const content = commentToPost(draft);
  const tooLong = draft.trim().length > COMMENT_MAX_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content) return;
    post.mutate(
      { eventId, content },
      {
        onSuccess: () => setDraft(''),
        onError: (error) => {
          if (!isUnauthorized(error))
            toast({ title: 'Failed to post comment', description: error.message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={1}>
      <TextField
        label="Write a comment"
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={tooLong}
        helperText={commentCounter(draft)}
        slotProps={{
          formHelperText: { sx: { textAlign: 'right', mx: 0 } },
          htmlInput: { maxLength: COMMENT_MAX_LENGTH + 200 },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!content || post.isPending}
        sx={{ alignSelf: 'flex-end' }}
      >
        {post.isPending ? 'Posting...' : 'Post Comment'}
      </Button>
    </Stack>
  );
}
