import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TravelExploreRoundedIcon from '@mui/icons-material/TravelExploreRounded';
import { Link as RouterLink } from 'react-router-dom';

/** For visitors without an account: what Eventfold does, and a way to the landing page. */
export function DiscoverPromo() {
  return (
    <Card
      component="section"
      aria-labelledby="discover-promo-title"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <TravelExploreRoundedIcon aria-hidden sx={{ fontSize: 48 }} />
          <Stack spacing={0.5} sx={{ flexGrow: 1 }}>
            <Typography id="discover-promo-title" variant="h6" component="h2">
              Discover More Local Events
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.9 }}>
              Follow the venues you love and Eventfold gathers their events into one calendar. Free to start.
            </Typography>
          </Stack>
          <Button
            variant="contained"
            color="inherit"
            component={RouterLink}
            to="/"
            sx={{ color: 'primary.main', bgcolor: 'common.white', flexShrink: 0 }}
          >
            Explore Eventfold
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
