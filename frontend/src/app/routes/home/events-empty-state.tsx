import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddLocationAltRoundedIcon from '@mui/icons-material/AddLocationAltRounded';
import TravelExploreRoundedIcon from '@mui/icons-material/TravelExploreRounded';

export const VENUES_COMING_HINT = 'Adding venue sources arrives in the next update of Eventfold.';

/** Shown while the person has no event sources: what to do first, and why it is not possible yet. */
export function EventsEmptyState() {
  return (
    <Card>
      <CardContent sx={{ py: { xs: 6, md: 9 }, px: 3 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520, mx: 'auto' }}>
          <TravelExploreRoundedIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
          <Typography variant="h5" component="h2">
            Let&apos;s get started!
          </Typography>
          <Typography color="text.secondary">
            Add the websites of the venues you love (music halls, galleries, breweries) and Eventfold gathers
            their upcoming events into your personal calendar.
          </Typography>
          <Button
            variant="contained"
            size="large"
            startIcon={<AddLocationAltRoundedIcon />}
            disabled
            aria-describedby="add-first-venue-hint"
          >
            Add Your First Venue
          </Button>
          <Typography id="add-first-venue-hint" variant="body2" color="text.secondary">
            {VENUES_COMING_HINT}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
