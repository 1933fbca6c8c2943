import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import GoogleIcon from '@mui/icons-material/Google';
import { useHeroParallax } from '../hooks/use-hero-parallax';
import type { AuthTab } from './auth-tab';
import { HeroCounters } from './hero-counters';

/**
 * The first screen: the promise, the two ways to start, and the figures. Google sign-in is a plain
 * link because the server-side flow needs a full page navigation, not a client-side route change.
 */
export function Hero({ onOpenAuth }: { onOpenAuth: (tab: AuthTab) => void }) {
  const { backdropRef, copyRef } = useHeroParallax<HTMLDivElement, HTMLDivElement>();

  return (
    <Box
      component="section"
      aria-labelledby="landing-hero-heading"
      sx={{
        position: 'relative',
        isolation: 'isolate',
        overflow: 'hidden',
        pt: { xs: 6, md: 10 },
        pb: { xs: 7, md: 10 },
      }}
    >
      <Box
        ref={backdropRef}
        aria-hidden
        sx={(theme) => ({
          position: 'absolute',
          inset: '-10% -10% -30%',
          zIndex: -1,
          willChange: 'transform',
          background: [
            `radial-gradient(40% 45% at 20% 25%, ${alpha(theme.palette.primary.main, 0.18)}, transparent 70%)`,
            `radial-gradient(35% 40% at 80% 20%, ${alpha(theme.palette.secondary.main, 0.16)}, transparent 70%)`,
            `radial-gradient(50% 40% at 50% 90%, ${alpha(theme.palette.primary.light, 0.12)}, transparent 70%)`,
          ].join(', '),
        })}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', textAlign: 'center' }}>
        <Box ref={copyRef} sx={{ willChange: 'opacity' }}>
          {/* An outlined primary Chip's look in plain elements: MUI's Chip is ~3 KB gzip of first load. */}
          <Box
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              boxSizing: 'border-box',
              height: 32,
              maxWidth: '100%',
              mb: 3,
              border: 1,
              borderColor: (theme) => alpha(theme.palette.primary.main, 0.7),
              borderRadius: '16px',
              bgcolor: 'background.paper',
              color: 'primary.main',
              fontSize: '0.8125rem',
              fontWeight: 600,
              lineHeight: 1.5,
              letterSpacing: 'normal',
              whiteSpace: 'nowrap',
              verticalAlign: 'middle',
            }}
          >
            <AutoAwesomeIcon aria-hidden sx={{ ml: '4px', mr: '-6px' }} />
            <Box component="span" sx={{ px: '11px', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              Every venue you follow, one calendar
            </Box>
          </Box>
          <Typography
            id="landing-hero-heading"
            variant="h1"
            sx={{
              fontWeight: 800,
              letterSpacing: '-0.03em',
              lineHeight: 1.05,
              fontSize: { xs: '2.5rem', sm: '3.5rem', md: '4.25rem' },
            }}
          >
            Never Miss Another{' '}
            <Box component="span" sx={{ color: 'primary.main' }}>
              Event
            </Box>
          </Typography>
          <Typography
            component="p"
            variant="h6"
            color="text.secondary"
            sx={{
              mt: 3,
              mx: 'auto',
              maxWidth: 620,
              fontWeight: 400,
              lineHeight: 1.6,
              fontSize: { xs: '1.05rem', sm: '1.25rem' },
            }}
          >
            Eventfold reads the calendars of the clubs, bars and theaters you love and gathers every gig, open
            mic and festival into one personal calendar, so the next great night out finds you, and your
            friends know where you'll be.
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{
              mt: 5,
              justifyContent: 'center',
              alignItems: 'stretch',
              mx: { xs: 'auto', sm: 0 },
              maxWidth: { xs: 360, sm: 'none' },
            }}
          >
            <Button variant="contained" size="large" disableElevation onClick={() => onOpenAuth('register')}>
              Start Free Trial
            </Button>
            <Button
              variant="outlined"
              size="large"
              href="/auth/google"
              startIcon={<GoogleIcon aria-hidden />}
              sx={{ bgcolor: 'background.paper' }}
            >
              Continue with Google
            </Button>
          </Stack>
        </Box>
        <HeroCounters />
      </Container>
    </Box>
  );
}
