import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CATEGORY_COLORS } from '../../../lib/category-colors';
import { EVENT_KIND_LABELS, eventKindColors, type EventKind } from '../event-kind';

const KINDS: EventKind[] = ['invited', 'shared', 'created', 'venue'];

/** Legend "Event Types": what the four fills mean; a venue event's edge shows its category. */
export function EventLegend() {
  return (
    <Box component="section" aria-labelledby="event-legend-title">
      <Typography id="event-legend-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Event Types
      </Typography>
      <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
        {KINDS.map((kind) => {
          const { fill, edge } = eventKindColors(kind, CATEGORY_COLORS['Music Venue']);
          return (
            <Stack key={kind} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box
                aria-hidden
                sx={{
                  width: 28,
                  height: 16,
                  borderRadius: 0.75,
                  bgcolor: fill,
                  borderLeft: `3px solid ${edge}`,
                  boxShadow: kind === 'venue' ? '0 0 0 1px rgba(15, 23, 42, 0.15)' : 'none',
                }}
              />
              <Typography variant="body2">{EVENT_KIND_LABELS[kind]}</Typography>
            </Stack>
          );
        })}
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        A venue event&apos;s left edge shows its category&apos;s colour.
      </Typography>
    </Box>
  );
}
