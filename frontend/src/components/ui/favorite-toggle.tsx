import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import StarBorderRoundedIcon from '@mui/icons-material/StarBorderRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { EVENT_MESSAGES } from '@eventfold/contracts';
import { isUnauthorized } from '../../lib/api-client';
import { toast } from '../../lib/toast';

interface FavoriteToggleProps {
  favorited: boolean;
  pending: boolean;
  /** Runs the feature's own mutation; a failure other than a 401 gets the spec's toast. */
  onToggle: (callbacks: { onError: (error: Error) => void }) => void;
}

/** The star: a 401 is handled by the query client (toast, then the login endpoint), other failures here. */
export function FavoriteToggle({ favorited, pending, onToggle }: FavoriteToggleProps) {
  const label = favorited ? 'Remove from favorites' : 'Add to favorites';
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={favorited}
          disabled={pending}
          onClick={() =>
            onToggle({
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
