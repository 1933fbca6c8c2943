import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TravelExploreRoundedIcon from '@mui/icons-material/TravelExploreRounded';
import { LIMITS, NEARBY_MESSAGES } from '@eventfold/contracts';
import { RADIUS_CHOICES } from './nearby-controls';

/** Nothing found: suggest the next larger radius, if there is one. */
export function NearbyEmptyState({ radius, onWiden }: { radius: number; onWiden: (radius: number) => void }) {
  const wider =
    RADIUS_CHOICES.find((miles) => miles > radius) ?? (radius < LIMITS.radiusMax ? LIMITS.radiusMax : null);
  return (
    <Card sx={{ py: { xs: 5, md: 7 }, px: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480, mx: 'auto' }}>
        <TravelExploreRoundedIcon aria-hidden sx={{ fontSize: 52, color: 'primary.main' }} />
        <Typography variant="h5" component="h2">
          {NEARBY_MESSAGES.emptyTitle}
        </Typography>
        <Typography color="text.secondary">{NEARBY_MESSAGES.emptyHint(radius)}</Typography>
        {wider !== null && (
          <Button variant="contained" onClick={() => onWiden(wider)}>
            Search within {wider} miles
          </Button>
        )}
      </Stack>
    </Card>
  );
}
