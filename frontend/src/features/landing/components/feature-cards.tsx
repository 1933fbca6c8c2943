import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BoltIcon from '@mui/icons-material/Bolt';
import GroupsIcon from '@mui/icons-material/Groups';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PlaceIcon from '@mui/icons-material/Place';
import SyncIcon from '@mui/icons-material/Sync';
import { SectionHeading } from './section-heading';

interface Feature {
  title: string;
  description: string;
  icon: ReactNode;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'AI Event Discovery',
    description:
      "Paste a venue's website and our AI reads its listings for you: dates, start times, lineups and links, pulled into your calendar without copying a thing.",
    icon: <AutoAwesomeIcon />,
  },
  {
    title: 'Smart Calendar Sync',
    description:
      'Send any show to Google Calendar in one click, so the plans you make on Eventfold sit next to work, family and everything else.',
    icon: <SyncIcon />,
  },
  {
    title: 'Social Planning',
    description:
      "Invite friends to a show, see who's going, and trade comments and likes, so a night out never depends on a group chat again.",
    icon: <GroupsIcon />,
  },
  {
    title: 'Smart Notifications',
    description:
      'Hear when friends like, comment on or save your events, and choose exactly which alerts reach you and which stay quiet.',
    icon: <NotificationsActiveIcon />,
  },
  {
    title: 'Local Focus',
    description:
      'Set your ZIP code and a radius from 1 to 100 miles, and Eventfold keeps your calendar about the stages you can actually get to tonight.',
    icon: <PlaceIcon />,
  },
  {
    title: 'Instant Updates',
    description:
      'Refresh a venue, or all of them at once, and watch new dates land as they are found: no stale flyers, no missed announcements.',
    icon: <BoltIcon />,
  },
];

/** Six reasons to sign up, each tied to something the app really does. */
export function FeatureCards() {
  return (
    <Box component="section" aria-labelledby="landing-features-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="landing-features-heading"
          eyebrow="Features"
          title="Your whole local scene, organized for you"
          lead="Stop checking ten websites and three social feeds every week. Eventfold does the looking, and you do the going."
        />
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            gap: 3,
            m: 0,
            p: 0,
            listStyle: 'none',
          }}
        >
          {FEATURES.map(({ title, description, icon }) => (
            <Box component="li" key={title} sx={{ display: 'flex' }}>
              <Card
                variant="outlined"
                sx={{
                  flexGrow: 1,
                  borderRadius: 4,
                  transition: (theme) =>
                    theme.transitions.create(['transform', 'box-shadow', 'border-color']),
                  '&:hover': { transform: 'translateY(-4px)', boxShadow: 4, borderColor: 'primary.light' },
                  '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
                }}
              >
                <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                  <Box
                    aria-hidden
                    sx={(theme) => ({
                      display: 'inline-flex',
                      p: 1.5,
                      mb: 2.5,
                      borderRadius: 3,
                      color: 'primary.main',
                      bgcolor: alpha(theme.palette.primary.main, 0.1),
                    })}
                  >
                    {icon}
                  </Box>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                    {description}
                  </Typography>
                </CardContent>
              </Card>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
