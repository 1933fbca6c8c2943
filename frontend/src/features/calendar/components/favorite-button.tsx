import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import StarBorderRoundedIcon from '@mui/icons-material/StarBorderRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { EVENT_MESSAGES } from '@eventfold/contracts';
import { isUnauthorized } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useToggleFavorite } from '../api/toggle-favorite';

/** A 401 is handled by the query client (toast, then the login endpoint); other failures get a toast here. */
export function FavoriteButton({ eventId, favorited }: { eventId: string; favorited: boolean }) {
  const toggle = useToggleFavorite();
  const label = favorited ? 'Remove from favorites' : 'Add to favorites';
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={favorited}
          disabled={toggle.isPending}
          onClick={() =>
            toggle.mutate(eventId, {
              onError: (error) => {
                if (!isUnauthorized(error))
                  toast({ title: EVENT_MESSAGES.favoriteFailed, variant: 'destructive' });
              },
            })
          }
          sx={{ color: favorited ? 'warning.main' : 'text.secondary' }}
        >
          {favorited ? <StarRoundedIcon /> : <StarBorderRoundedIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
