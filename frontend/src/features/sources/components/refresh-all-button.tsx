import Button from '@mui/material/Button';
import SyncRoundedIcon from '@mui/icons-material/SyncRounded';
import { SOURCE_MESSAGES } from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { useRefreshAllSources } from '../api/refresh-all-sources';
import { useRefreshRunning } from '../refresh-tracking';
import { toastSourceError } from '../source-logged-out';

/** Rescans every venue; reads "Refreshing..." until the progress bar announces the end. */
export function RefreshAllButton() {
  const refreshAll = useRefreshAllSources();
  const running = useRefreshRunning() || refreshAll.isPending;

  const start = () =>
    refreshAll.mutate(undefined, {
      onSuccess: () => toast(SOURCE_MESSAGES.refreshStarted),
      onError: (error) =>
        toastSourceError(error, { title: 'Error', description: SOURCE_MESSAGES.refreshAllFailed }),
    });

  return (
    <Button
      variant="outlined"
      fullWidth
      startIcon={
        <SyncRoundedIcon
          sx={{
            animation: running ? 'eventfold-spin 1s linear infinite' : 'none',
            '@keyframes eventfold-spin': { to: { transform: 'rotate(360deg)' } },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      }
      onClick={start}
      disabled={running}
    >
      {running ? 'Refreshing...' : 'Refresh All Sources'}
    </Button>
  );
}
