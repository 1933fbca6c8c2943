import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddLocationAltRoundedIcon from '@mui/icons-material/AddLocationAltRounded';
import NearMeRoundedIcon from '@mui/icons-material/NearMeRounded';
import TravelExploreRoundedIcon from '@mui/icons-material/TravelExploreRounded';
import { Link as RouterLink } from 'react-router-dom';

/** Shown while the person has no event sources: what to do first. */
export function EventsEmptyState({ onAddVenue }: { onAddVenue: () => void }) {
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
            their upcoming events into your personal calendar. Events you&apos;re going to or interested in,
            found in Nearby, show up here too.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="contained"
              size="large"
              startIcon={<AddLocationAltRoundedIcon />}
              onClick={onAddVenue}
            >
              Add Your First Venue
            </Button>
            <Button
              variant="outlined"
              size="large"
              startIcon={<NearMeRoundedIcon />}
              component={RouterLink}
              to="/nearby"
            >
              Find events nearby
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
