import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import { useRefreshProgress } from '../hooks/use-refresh-progress';

/** Shown while venues are being rescanned (after Refresh All, a venue refresh or an add). */
export function RefreshProgressBar() {
  const progress = useRefreshProgress();
  if (!progress) return null;

  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Refresh progress"
      sx={{ px: 2, py: 1.5, borderRadius: 3 }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        aria-live="polite"
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {progress.label}
        </Typography>
        {progress.count && (
          <Typography variant="body2" color="text.secondary">
            {progress.count}
          </Typography>
        )}
        {progress.rateLimitTag && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            icon={<HourglassTopRoundedIcon />}
            label={progress.rateLimitTag}
          />
        )}
        {progress.timeRemaining && (
          <Typography variant="caption" color="text.secondary">
            about {progress.timeRemaining} left
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {progress.percent}%
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={progress.percent}
        color={progress.band}
        aria-label="Refresh progress"
        sx={{ height: 8, borderRadius: 4 }}
      />
      {progress.currentSource && (
        <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ mt: 0.75 }}>
          Scanning {progress.currentSource}
        </Typography>
      )}
    </Paper>
  );
}
