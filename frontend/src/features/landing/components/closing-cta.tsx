import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { AuthTab } from './auth-tab';

const NOTES = ['No credit card required', 'Cancel anytime'] as const;

/** The last ask before the footer, for visitors who read the whole page. */
export function ClosingCta({ onOpenAuth }: { onOpenAuth: (tab: AuthTab) => void }) {
  return (
    <Box component="section" aria-labelledby="landing-cta-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="md">
        <Box
          sx={(theme) => ({
            px: { xs: 3, sm: 6 },
            py: { xs: 6, md: 8 },
            borderRadius: 6,
            textAlign: 'center',
            color: 'primary.contrastText',
            background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
            boxShadow: 8,
          })}
        >
          <Typography
            id="landing-cta-heading"
            variant="h2"
            sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: { xs: '1.9rem', md: '2.6rem' } }}
          >
            Your next favorite show is already on the calendar
          </Typography>
          <Typography
            sx={{ mt: 2, mb: 4, opacity: 0.9, fontSize: { md: '1.125rem' }, maxWidth: 560, mx: 'auto' }}
          >
            Add the venues you love in a couple of minutes, and let Eventfold keep watch from tonight on.
          </Typography>
          <Button
            variant="contained"
            size="large"
            onClick={() => onOpenAuth('register')}
            sx={{
              bgcolor: 'background.paper',
              color: 'primary.main',
              fontWeight: 700,
              px: 5,
              '&:hover': { bgcolor: 'background.default' },
            }}
          >
            Get Started
          </Button>
          <Stack
            component="ul"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 3 }}
            sx={{ mt: 3, mb: 0, p: 0, listStyle: 'none', justifyContent: 'center', alignItems: 'center' }}
          >
            {NOTES.map((note) => (
              <Box
                component="li"
                key={note}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, opacity: 0.9 }}
              >
                <CheckCircleIcon fontSize="small" aria-hidden />
                <Typography variant="body2">{note}</Typography>
              </Box>
            ))}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
