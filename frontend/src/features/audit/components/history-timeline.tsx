import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { EVENT_DEFINITIONS, timezoneLabel, type AuditHistoryItem } from '@eventfold/contracts';
import { historyDownloadUrl, useHistory, type HistoryFilters } from '../api/get-history';
import { localToInstant } from '../audit-times';
import { historyLinks, NO_ENTRIES } from '../history-links';
import { entryAnchor, HistoryEntry } from './history-entry';

const EVENT_TYPES = [...EVENT_DEFINITIONS.keys()].sort();
/**
 * The user's history, filterable by type and time, each entry linked to its cause and effects. Times,
 * shown and typed, are in the auditor's own timezone (`timezone`), not the browser's or UTC.
 */
export function HistoryTimeline({ userId, timezone }: { userId: string; timezone: string }) {
  const [type, setType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters: HistoryFilters = {
    type,
    from: localToInstant(from, timezone),
    to: localToInstant(to, timezone),
  };
  const zone = timezoneLabel(timezone);
  const history = useHistory(userId, filters);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const items = useMemo(() => history.data?.pages.flatMap((page) => page.items) ?? [], [history.data]);
  const links = useMemo(() => historyLinks(items), [items]);

  const toggle = (position: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(position)) next.delete(position);
      else next.add(position);
      return next;
    });
  const goTo = (item: AuditHistoryItem) => {
    setExpanded((current) => new Set(current).add(item.position));
    document.getElementById(entryAnchor(item))?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  return (
    <Stack spacing={2}>
      {/* Wraps as a whole row when narrow, so no control ever breaks its own label over lines. */}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          select
          label="Event type"
          value={type}
          onChange={(e) => setType(e.target.value)}
          size="small"
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All types</MenuItem>
          {EVENT_TYPES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={`From (${zone})`}
          type="datetime-local"
          size="small"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={`To (${zone})`}
          type="datetime-local"
          size="small"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          href={historyDownloadUrl(userId, filters)}
          startIcon={<DownloadRoundedIcon />}
          variant="outlined"
          sx={{ ml: { md: 'auto' }, whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          Export JSON Lines
        </Button>
      </Stack>
      {history.isError ? (
        <Alert severity="error">{history.error.message}</Alert>
      ) : history.isPending ? (
        <Typography role="status" color="text.secondary">
          Loading history...
        </Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">No events match these filters.</Typography>
      ) : (
        <div aria-label="History">
          {items.map((item) => (
            <HistoryEntry
              key={item.position}
              item={item}
              timezone={timezone}
              expanded={expanded.has(item.position)}
              onToggle={() => toggle(item.position)}
              cause={links.byEventId.get(item.causationId)}
              effects={links.byCausationId.get(item.eventId) ?? NO_ENTRIES}
              related={(links.byCorrelationId.get(item.correlationId) ?? NO_ENTRIES).filter(
                (other) => other !== item,
              )}
              onGoTo={goTo}
            />
          ))}
        </div>
      )}
      {history.hasNextPage && (
        <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
          {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </Stack>
  );
}
