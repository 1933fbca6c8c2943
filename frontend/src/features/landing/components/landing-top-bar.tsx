import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { AuthTab } from './auth-tab';

/** Fixed bar with the brand and the two ways into the auth dialog; it gains a shadow once content slides under it. */
export function LandingTopBar({ onOpenAuth }: { onOpenAuth: (tab: AuthTab) => void }) {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 8 });

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={scrolled ? 3 : 0}
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: scrolled ? 'transparent' : 'divider',
        transition: (theme) => theme.transitions.create(['box-shadow', 'border-color']),
      }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
            <EventNoteIcon color="primary" aria-hidden />
            <Typography
              component="span"
              variant="h6"
              noWrap
              sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: { xs: '1.1rem', sm: '1.25rem' } }}
            >
              Eventfold
            </Typography>
          </Stack>
          <Box sx={{ display: 'flex', gap: { xs: 0.5, sm: 1 }, flexShrink: 0 }}>
            <Button color="inherit" onClick={() => onOpenAuth('login')} sx={{ px: { xs: 1.25, sm: 2 } }}>
              Sign In
            </Button>
            <Button
              variant="contained"
              disableElevation
              onClick={() => onOpenAuth('register')}
              sx={{ px: { xs: 1.5, sm: 2 } }}
            >
              Get Started
            </Button>
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
