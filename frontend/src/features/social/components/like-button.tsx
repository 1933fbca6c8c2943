import Button from '@mui/material/Button';
import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import { isUnauthorized } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEventLikes } from '../api/get-event-likes';
import { useSetLike } from '../api/set-like';

/** Like or unlike, with the count of likes the viewer may see (themselves and friends). */
export function LikeButton({ eventId, viewerId }: { eventId: string; viewerId: string }) {
  const likes = useEventLikes(eventId);
  const setLike = useSetLike();
  const likedNow = likes.data?.some((like) => like.userId === viewerId) ?? false;
  const countNow = likes.data?.length ?? 0;
  // The mutation stays pending until the list has been read again, so this shows what was asked for
  // and then hands over to the fresh list without a flicker.
  const liked = setLike.isPending ? setLike.variables.liked : likedNow;
  const count = countNow + (liked === likedNow ? 0 : liked ? 1 : -1);

  return (
    <Button
      variant={liked ? 'contained' : 'outlined'}
      color="error"
      aria-pressed={liked}
      aria-label={`${liked ? 'Unlike' : 'Like'} (${count} ${count === 1 ? 'like' : 'likes'})`}
      startIcon={liked ? <FavoriteRoundedIcon /> : <FavoriteBorderRoundedIcon />}
      disabled={likes.isPending || setLike.isPending}
      onClick={() =>
        setLike.mutate(
          { eventId, liked: !liked },
          {
            onError: (error) => {
              if (!isUnauthorized(error))
                toast({ title: 'Failed to update like. Please try again.', variant: 'destructive' });
            },
          },
        )
      }
    >
      {liked ? 'Liked' : 'Like'} · {count}
    </Button>
  );
}
