import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { Link as RouterLink } from 'react-router-dom';

/** A footer entry: `to` for a page that exists, none for one that does not exist yet. */
interface FooterEntry {
  label: string;
  to?: string;
}

const COLUMNS: readonly { title: string; entries: readonly FooterEntry[] }[] = [
  { title: 'Product', entries: [{ label: 'Features' }, { label: 'Pricing' }, { label: 'Integrations' }] },
  { title: 'Company', entries: [{ label: 'About' }, { label: 'Blog' }, { label: 'Contact' }] },
  {
    title: 'Legal',
    entries: [
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Cookies' },
    ],
  },
];

// Computed once: the year only matters on a fresh load, and render stays pure.
const YEAR = new Date().getFullYear();

/**
 * Entries without a page are plain text, not links: a link that goes nowhere would still take a
 * keyboard stop and be announced as a link, which misleads more than it helps.
 */
function FooterItem({ label, to }: FooterEntry) {
  if (to) {
    return (
      <Link component={RouterLink} to={to} color="text.secondary" underline="hover" variant="body2">
        {label}
      </Link>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" sx={{ opacity: 0.7 }}>
      {label}
    </Typography>
  );
}

export function LandingFooter() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', pt: { xs: 6, md: 8 }, pb: 4 }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
            gap: { xs: 4, md: 6 },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
              <EventNoteIcon color="primary" aria-hidden />
              <Typography component="span" variant="h6" sx={{ fontWeight: 800 }}>
                Eventfold
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 320, lineHeight: 1.7 }}>
              Every show from every venue you follow, in one personal calendar you can share with friends.
            </Typography>
          </Box>
          {COLUMNS.map(({ title, entries }) => (
            <Box component="nav" key={title} aria-label={title}>
              <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
                {title}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {entries.map((entry) => (
                  <li key={entry.label}>
                    <FooterItem {...entry} />
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
        <Divider sx={{ my: 4 }} />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          © {YEAR} Eventfold. Made for people who would rather be at the show.
        </Typography>
      </Container>
    </Box>
  );
}
