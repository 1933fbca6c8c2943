import { type ReactNode, useId, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { type EventSource } from '@eventfold/contracts';
import { type VenueGroup as VenueGroupData } from '../venue-filters';
import { CategoryDot } from './category-dot';

interface VenueGroupProps {
  group: VenueGroupData;
  renderVenue: (source: EventSource) => ReactNode;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** A category's venues under a header that folds them away, with venue and event counts. */
export function VenueGroup({ group, renderVenue }: VenueGroupProps) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <Box>
      <ButtonBase
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ width: '100%', justifyContent: 'flex-start', borderRadius: 2, px: 0.5, py: 0.75, gap: 1 }}
      >
        <ExpandMoreRoundedIcon
          fontSize="small"
          sx={{ transition: 'transform 150ms', transform: open ? 'none' : 'rotate(-90deg)' }}
        />
        <CategoryDot category={group.category} />
        <Box sx={{ flex: 1, minWidth: 0, textAlign: 'left' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {group.category}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {plural(group.sources.length, 'venue')} · {plural(group.eventCount, 'event')}
          </Typography>
        </Box>
      </ButtonBase>
      <Collapse in={open}>
        <Stack id={listId} role="list" aria-label={`${group.category} venues`} sx={{ pl: 1 }}>
          {group.sources.map((source) => renderVenue(source))}
        </Stack>
      </Collapse>
    </Box>
  );
}
