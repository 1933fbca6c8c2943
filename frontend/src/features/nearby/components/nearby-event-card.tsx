import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import { tidyLocation, type NearbyEvent } from '@eventfold/contracts';
import { categoryColor } from '../../../lib/category-colors';
import { timeRangeLabel } from '../../../lib/event-time-range';
import { distanceLabel, rsvpSummary } from '../nearby-days';
import { AttendeesButton } from './attendees-button';
import { type RenderPersonAction } from './nearby-page';
import { NearbyFavoriteButton } from './nearby-favorite-button';
import { RsvpButtons } from './rsvp-buttons';

/** Only web links are followed; anything else a page claimed stays text. */
function safeHref(url: string | null): string | null {
  return url !== null && /^https?:\/\//i.test(url) ? url : null;
}

/** One real-world event: when, where, how far, who lists it, and the viewer's favorite and RSVP. */
export function NearbyEventCard({
  event,
  timezone,
  viewerId,
  renderPersonAction,
}: {
  event: NearbyEvent;
  timezone: string;
  viewerId: string;
  renderPersonAction?: RenderPersonAction;
}) {
  const href = safeHref(event.url);
  const summary = rsvpSummary(event.rsvpCounts);
  const place = tidyLocation(event.location);
  const listedBy = event.listings.map((listing) => listing.name).join(', ');
  return (
    <Card
      component="article"
      aria-label={event.title}
      sx={{ p: 2, borderLeft: 4, borderLeftColor: categoryColor(event.category) }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
            {timeRangeLabel(event, timezone)}
          </Typography>
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {href === null ? (
              event.title
            ) : (
              <Link href={href} target="_blank" rel="noopener noreferrer" underline="hover" color="inherit">
                {event.title}
              </Link>
            )}
          </Typography>
          {place && (
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'center', mt: 0.5, color: 'text.secondary' }}
            >
              <PlaceRoundedIcon fontSize="small" aria-hidden />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {place}
              </Typography>
            </Stack>
          )}
        </Box>
        <NearbyFavoriteButton eventId={event.id} favorited={event.favorited} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
        <Chip
          size="small"
          label={distanceLabel(event.distanceMiles)}
          aria-label={`${event.distanceMiles} miles away`}
        />
        <Chip size="small" variant="outlined" label={event.category} />
        {event.ownerId !== null && (
          <Chip
            size="small"
            variant="outlined"
            label={event.ownerId === viewerId ? 'Your event' : 'Member event'}
          />
        )}
        {listedBy && (
          <Typography variant="caption" color="text.secondary">
            Listed by {listedBy}
          </Typography>
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1.5, alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <RsvpButtons eventId={event.id} status={event.myRsvp} title={event.title} />
        {summary && (
          <AttendeesButton
            eventId={event.id}
            summary={summary}
            viewerId={viewerId}
            renderPersonAction={renderPersonAction}
          />
        )}
      </Stack>
    </Card>
  );
}
