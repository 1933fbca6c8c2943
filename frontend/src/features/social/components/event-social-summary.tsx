import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import { type SocialData } from '@eventfold/contracts';
import { socialSummaryLabel } from '../social-summary';

/** On a calendar entry: how many friends liked the event and how many comments it has; nothing when none. */
export function EventSocialSummary({ data }: { data: SocialData[string] | undefined }) {
  if (!data || (data.friendLikes === 0 && data.commentCount === 0)) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      component="span"
      aria-label={socialSummaryLabel(data)}
      role="note"
      sx={{ alignItems: 'center', color: 'text.secondary' }}
    >
      {data.friendLikes > 0 && (
        <Typography
          component="span"
          variant="caption"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
        >
          <FavoriteRoundedIcon aria-hidden sx={{ fontSize: 13, color: 'error.main' }} />
          {data.friendLikes}
        </Typography>
      )}
      {data.commentCount > 0 && (
        <Typography
          component="span"
          variant="caption"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
        >
          <ChatBubbleOutlineRoundedIcon aria-hidden sx={{ fontSize: 13 }} />
          {data.commentCount}
        </Typography>
      )}
    </Stack>
  );
}
