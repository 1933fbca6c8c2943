import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { Link as RouterLink } from 'react-router-dom';
import { SETTINGS_MESSAGES } from '@eventfold/contracts';
import { AppHeader } from '../../../components/layout/app-header';
import { handleLoggedOut } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { CalendarSyncCard } from './calendar-sync-card';
import { UserSettingsCard } from './user-settings-card';

export function SettingsPage() {
  const session = useSession();

  useEffect(() => {
    if (session.status === 'unauthenticated') handleLoggedOut();
  }, [session.status]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader
        email={session.user?.email}
        start={
          <Tooltip title="Back to calendar">
            <IconButton component={RouterLink} to="/" aria-label="Back" edge="start">
              <ArrowBackRoundedIcon />
            </IconButton>
          </Tooltip>
        }
      />
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {session.status === 'authenticated' ? (
          <>
            <UserSettingsCard key={session.user.id} user={session.user} />
            <CalendarSyncCard />
          </>
        ) : (
          <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 8 }}>
            {SETTINGS_MESSAGES.loading}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
