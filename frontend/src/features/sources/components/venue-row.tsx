import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { type EventSource } from '@eventfold/contracts';
import { ScanReportDetails } from './scan-report-details';
import { SourceStatusBadge } from './source-status-badge';

interface VenueRowProps {
  source: EventSource;
  checked: boolean;
  refreshing: boolean;
  onToggle: () => void;
  onRefresh: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

const ACTIONS_CLASS = 'venue-row-actions';

/** A venue: its checkbox, event count (a dash if none), status, actions on hover or focus, and its last scan's report. */
export function VenueRow({
  source,
  checked,
  refreshing,
  onToggle,
  onRefresh,
  onEdit,
  onDelete,
}: VenueRowProps) {
  const checkboxId = useId();
  return (
    <Box
      role="listitem"
      sx={{
        px: 0.5,
        py: 0.25,
        borderRadius: 2,
        '&:hover': { bgcolor: 'action.hover' },
        [`& .${ACTIONS_CLASS}`]: { opacity: 0, transition: 'opacity 120ms' },
        [`&:hover .${ACTIONS_CLASS}, &:focus-within .${ACTIONS_CLASS}`]: { opacity: 1 },
        // Touch screens have no hover: the actions stay visible there.
        '@media (hover: none)': { [`& .${ACTIONS_CLASS}`]: { opacity: 1 } },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0 }}>
        <Checkbox id={checkboxId} size="small" checked={checked} onChange={onToggle} sx={{ p: 0.5 }} />
        <Typography
          component="label"
          htmlFor={checkboxId}
          variant="body2"
          noWrap
          title={source.name}
          sx={{ flex: 1, minWidth: 0, cursor: 'pointer', fontWeight: 500 }}
        >
          {source.name}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          title={`${source.eventCount} upcoming events`}
          data-testid="venue-event-count"
          sx={{ ml: 1, minWidth: 20, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
        >
          {source.eventCount > 0 ? source.eventCount : '–'}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', pl: 4, minHeight: 28 }}>
        <SourceStatusBadge status={source.status} errorMessage={source.errorMessage} />
        <Box className={ACTIONS_CLASS} sx={{ ml: 'auto', display: 'flex' }}>
          <Tooltip title="Refresh this venue">
            <span>
              <IconButton
                size="small"
                aria-label="Refresh this venue"
                onClick={onRefresh}
                disabled={refreshing}
              >
                {refreshing ? <CircularProgress size={16} /> : <RefreshRoundedIcon fontSize="small" />}
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Edit venue">
            <IconButton size="small" aria-label="Edit venue" onClick={onEdit}>
              <EditRoundedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete venue">
            <IconButton size="small" aria-label="Delete venue" onClick={onDelete}>
              <DeleteOutlineRoundedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </Stack>
      {source.lastScanReport && <ScanReportDetails report={source.lastScanReport} />}
    </Box>
  );
}
