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
import TouchAppRoundedIcon from '@mui/icons-material/TouchAppRounded';
import Button from '@mui/material/Button';
import { type EventSource, TAUGHT_MESSAGES } from '@eventfold/contracts';
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
  /** Opens "Show us one event" for this venue. */
  onTeach: () => void;
  onRemovePattern: () => void;
  removingPattern: boolean;
}

export const TEACH_LABEL = 'Not right? Show us one event';
/** Fewer events than this and the row offers teaching outright; otherwise it waits among the actions. */
const FEW_EVENTS = 3;

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
  onTeach,
  onRemovePattern,
  removingPattern,
}: VenueRowProps) {
  const checkboxId = useId();
  const offerTeaching = source.eventCount < FEW_EVENTS || source.taughtPageChanged;
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
          {!offerTeaching && (
            <Tooltip title={TEACH_LABEL}>
              <IconButton size="small" aria-label={TEACH_LABEL} onClick={onTeach}>
                <TouchAppRoundedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
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
      <TaughtLines
        source={source}
        offerTeaching={offerTeaching}
        onTeach={onTeach}
        onRemovePattern={onRemovePattern}
        removingPattern={removingPattern}
      />
      {source.lastScanReport && <ScanReportDetails report={source.lastScanReport} onTeach={onTeach} />}
    </Box>
  );
}

/** What teaching says on the row: the page changed, the pattern reading it (and its one-click removal), the offer. */
function TaughtLines({
  source,
  offerTeaching,
  onTeach,
  onRemovePattern,
  removingPattern,
}: Pick<VenueRowProps, 'source' | 'onTeach' | 'onRemovePattern' | 'removingPattern'> & {
  offerTeaching: boolean;
}) {
  if (!offerTeaching && source.taughtExamples === null) return null;
  const link = { minWidth: 0, p: 0, fontSize: 11, textTransform: 'none' } as const;
  return (
    <Box sx={{ pl: 4, pr: 0.5 }}>
      {source.taughtPageChanged && (
        <Typography variant="caption" component="p" color="warning.main" data-testid="taught-page-changed">
          {TAUGHT_MESSAGES.pageChanged}
        </Typography>
      )}
      {source.taughtExamples !== null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary" data-testid="taught-pattern">
            Read by the pattern you showed us
          </Typography>
          <Button size="small" sx={link} onClick={onRemovePattern} disabled={removingPattern}>
            {removingPattern ? 'Removing...' : 'Remove pattern'}
          </Button>
        </Stack>
      )}
      {offerTeaching && (
        <Button size="small" sx={link} onClick={onTeach}>
          {TEACH_LABEL}
        </Button>
      )}
    </Box>
  );
}
