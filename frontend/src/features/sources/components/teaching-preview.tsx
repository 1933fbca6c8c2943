import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type TeachingPreview } from '@eventfold/contracts';
import { clockTime, instantIn, shortDate } from '../../../lib/dates';

/** Events a preview lists before "and N more". */
const SHOWN = 50;

/** What a taught pattern would read: how many events, and each one's title, day, hour, place and link, as text. */
export function TeachingPreviewList({ preview, timezone }: { preview: TeachingPreview; timezone: string }) {
  const { count, events } = preview;
  return (
    <Box data-testid="teaching-preview">
      <Typography variant="subtitle2" component="p" data-testid="teaching-preview-count">
        {count === 1 ? 'This pattern reads 1 event' : `This pattern reads ${count} events`}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, maxHeight: 240, overflow: 'auto' }}>
        {events.slice(0, SHOWN).map((event, index) => {
          const start = instantIn(event.startDate, timezone);
          return (
            <Box component="li" key={`${event.startDate}-${index}`} sx={{ py: 0.25 }}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                {event.title}
              </Typography>
              <Typography variant="caption" component="span" color="text.secondary" sx={{ ml: 1 }}>
                {shortDate(start)}
                {event.allDay ? '' : ` · ${clockTime(start)}`}
                {event.location ? ` · ${event.location}` : ''}
              </Typography>
              {event.url && (
                <Typography variant="caption" component="p" color="text.secondary" noWrap title={event.url}>
                  {event.url}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
      {count > SHOWN && (
        <Typography variant="caption" color="text.secondary">
          …and {count - SHOWN} more
        </Typography>
      )}
    </Box>
  );
}
