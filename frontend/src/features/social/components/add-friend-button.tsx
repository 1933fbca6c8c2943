import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import { isUnauthorized } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useFriends } from '../api/get-friends';
import { useSendFriendRequest } from '../api/send-friend-request';

/**
 * "Add Friend" beside someone met on the site (an attendee in Nearby). Friends see "Friends"; after
 * asking, "Request sent" (or "Friends" when they had asked first).
 */
export function AddFriendButton({ userId, name }: { userId: string; name: string }) {
  const friends = useFriends();
  const request = useSendFriendRequest();
  const isFriend = friends.data?.some((friend) => friend.id === userId) ?? false;
  if (isFriend || request.data?.status === 'accepted')
    return (
      <Typography variant="caption" color="text.secondary">
        Friends
      </Typography>
    );
  if (request.data?.status === 'pending')
    return (
      <Typography variant="caption" color="text.secondary">
        Request sent
      </Typography>
    );
  return (
    <Button
      size="small"
      startIcon={<PersonAddAlt1RoundedIcon />}
      aria-label={`Add ${name} as a friend`}
      disabled={request.isPending || friends.isPending}
      onClick={() =>
        request.mutate(userId, {
          onSuccess: ({ status }) =>
            toast({
              title:
                status === 'accepted' ? `You and ${name} are now friends` : `Friend request sent to ${name}`,
              variant: 'success',
            }),
          onError: (error) => {
            if (!isUnauthorized(error)) toast({ title: error.message, variant: 'destructive' });
          },
        })
      }
    >
      Add Friend
    </Button>
  );
}
