import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LANDING_COUNTERS } from '@eventfold/contracts/domain/limits';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { CountUp } from './count-up';

const COUNTERS = [
  { target: LANDING_COUNTERS.activeUsers, label: 'Active users' },
  { target: LANDING_COUNTERS.eventSources, label: 'Event sources' },
  { target: LANDING_COUNTERS.eventsTracked, label: 'Events tracked' },
] as const;

/** The three headline figures, as a description list so each number is read with its label. */
export function HeroCounters() {
  const animate = !usePrefersReducedMotion();

  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: { xs: 1.5, sm: 3 },
        m: 0,
        mt: { xs: 5, md: 7 },
        maxWidth: 640,
        mx: 'auto',
      }}
    >
      {COUNTERS.map(({ target, label }) => (
        <Box
          key={label}
          sx={{
            display: 'flex',
            flexDirection: 'column-reverse',
            alignItems: 'center',
            py: { xs: 1.5, sm: 2 },
            px: 1,
            borderRadius: 3,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              position: 'relative',
              fontWeight: 800,
              fontSize: { xs: '1.35rem', sm: '2rem', md: '2.25rem' },
              lineHeight: 1.2,
              color: 'primary.main',
            }}
          >
            <CountUp target={target} animate={animate} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
