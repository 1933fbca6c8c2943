import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import AddLocationAltRoundedIcon from '@mui/icons-material/AddLocationAltRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import { Link as RouterLink } from 'react-router-dom';
import { type CurrentUser } from '@eventfold/contracts';
import { AppHeader } from '../../../components/layout/app-header';
import { EventsEmptyState, VENUES_COMING_HINT } from './events-empty-state';
import { NotificationBell } from './notification-bell';
import { SocialMenu } from './social-menu';

/** The signed-in home. With no venue sources yet, the events area is the getting-started state. */
export function AppHome({ user }: { user: CurrentUser }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader
        email={user.email}
        actions={
          <>
            <NotificationBell />
            <SocialMenu />
            <Tooltip title="Settings">
              <IconButton component={RouterLink} to="/settings" aria-label="Settings">
                <SettingsRoundedIcon />
              </IconButton>
            </Tooltip>
          </>
        }
      />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
        >
          <Typography variant="h4" component="h1">
            Your Events
          </Typography>
          <Stack direction="row" spacing={1}>
            <Tooltip title="Add a venue first: your own events live next to your venues' events.">
              <span>
                <Button variant="outlined" startIcon={<AddRoundedIcon />} disabled>
                  Create Event
                </Button>
              </span>
            </Tooltip>
            <Tooltip title={VENUES_COMING_HINT}>
              <span>
                <Button variant="contained" startIcon={<AddLocationAltRoundedIcon />} disabled>
                  Add Venue
                </Button>
              </span>
            </Tooltip>
          </Stack>
        </Stack>
        <EventsEmptyState />
      </Container>
    </Box>
  );
}
