import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import type { AuditHistoryItem } from '@eventfold/contracts';
import { auditTime } from '../audit-times';

export function entryAnchor(item: Pick<AuditHistoryItem, 'position'>): string {
  return `audit-entry-${item.position}`;
}

interface HistoryEntryProps {
  item: AuditHistoryItem;
  /** The auditor's timezone: the entry's time is shown in it. */
  timezone: string;
  expanded: boolean;
  onToggle: () => void;
  /** The event that caused this one, when it is in the loaded history. */
  cause: AuditHistoryItem | undefined;
  /** Events this one caused, among those loaded. */
  effects: readonly AuditHistoryItem[];
  /** Other events of the same user action (same correlation id). */
  related: readonly AuditHistoryItem[];
  onGoTo: (item: AuditHistoryItem) => void;
}

function EntryLink({ item, onGoTo }: { item: AuditHistoryItem; onGoTo: (item: AuditHistoryItem) => void }) {
  return (
    <Link component="button" type="button" onClick={() => onGoTo(item)} sx={{ textAlign: 'left' }}>
      #{item.position} {item.type}
    </Link>
  );
}

/** One event of the timeline; expanded, its decrypted data and its links along the causal chain. */
export function HistoryEntry({
  item,
  timezone,
  expanded,
  onToggle,
  cause,
  effects,
  related,
  onGoTo,
}: HistoryEntryProps) {
  return (
    <Accordion
      id={entryAnchor(item)}
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      // A long history renders only the details that are open.
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          sx={{ minWidth: 0, width: '100%' }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, width: { sm: 190 } }}>
            <time dateTime={item.occurredAt}>{auditTime(item.occurredAt, timezone)}</time>
          </Typography>
          <Chip label={item.type} size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {item.summary}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            Position {item.position} · stream {item.streamId} · version {item.version} · by{' '}
            {item.actorId ?? 'nobody signed in'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Correlation {item.correlationId} · caused by {item.causationId}
          </Typography>
          <Box>
            <Typography variant="subtitle2">Cause</Typography>
            {cause ? (
              <EntryLink item={cause} onGoTo={onGoTo} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {item.causationId.startsWith('command-')
                  ? 'A command (the user action itself)'
                  : 'Not in this history'}
              </Typography>
            )}
          </Box>
          <Box>
            <Typography variant="subtitle2">Effects</Typography>
            {effects.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                None in this history
              </Typography>
            ) : (
              <Stack>
                {effects.map((effect) => (
                  <EntryLink key={effect.position} item={effect} onGoTo={onGoTo} />
                ))}
              </Stack>
            )}
          </Box>
          {related.length > 0 && (
            <Box>
              <Typography variant="subtitle2">Same action</Typography>
              <Stack>
                {related.map((other) => (
                  <EntryLink key={other.position} item={other} onGoTo={onGoTo} />
                ))}
              </Stack>
            </Box>
          )}
          <Box
            component="pre"
            aria-label="Event data"
            sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}
          >
            {JSON.stringify(item.data, null, 2)}
          </Box>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
