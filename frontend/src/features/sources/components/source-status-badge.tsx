import Chip, { type ChipProps } from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { type EventSource } from '@eventfold/contracts';

const BADGES: Record<EventSource['status'], { label: string; color: ChipProps['color'] }> = {
  pending: { label: 'Pending', color: 'default' },
  active: { label: 'Active', color: 'success' },
  no_events: { label: 'No Events', color: 'warning' },
  error: { label: 'Error', color: 'error' },
};

/** Where the venue's scanning stands; an error carries its message as a tooltip. */
export function SourceStatusBadge({ status, errorMessage }: Pick<EventSource, 'status' | 'errorMessage'>) {
  const badge = BADGES[status];
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      label={badge.label}
      color={badge.color}
      // Focusable only when it has a message to reveal, so keyboard users can read it too.
      tabIndex={status === 'error' && errorMessage ? 0 : undefined}
      sx={{ height: 20, fontSize: 11, '& .MuiChip-label': { px: 0.75 } }}
    />
  );
  if (status !== 'error' || !errorMessage) return chip;
  return (
    <Tooltip title={errorMessage} describeChild>
      {chip}
    </Tooltip>
  );
}
