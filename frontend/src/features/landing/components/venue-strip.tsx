import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import { VENUE_NAMES } from './venue-names';

// The track holds the list twice, so sliding it by half its width loops without a visible seam.
const slide = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

function VenueList({ copy }: { copy: boolean }) {
  return (
    <Box
      component="ul"
      aria-label={copy ? undefined : 'Venues followed on Eventfold'}
      aria-hidden={copy || undefined}
      className={copy ? 'venue-copy' : undefined}
      sx={{
        display: 'flex',
        flexShrink: 0,
        gap: { xs: 4, md: 6 },
        m: 0,
        p: 0,
        pr: { xs: 4, md: 6 },
        listStyle: 'none',
      }}
    >
      {VENUE_NAMES.map((name) => (
        <Box
          component="li"
          key={name}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            whiteSpace: 'nowrap',
            color: 'text.secondary',
          }}
        >
          <MusicNoteIcon fontSize="small" color="primary" aria-hidden />
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A slowly moving ribbon of the kind of local rooms Eventfold keeps an eye on; hovering holds it still. */
export function VenueStrip() {
  return (
    <Box
      component="section"
      aria-labelledby="landing-venues-heading"
      sx={{ py: { xs: 4, md: 5 }, borderBlock: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Typography
        id="landing-venues-heading"
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', textAlign: 'center', mb: 2, px: 2 }}
      >
        Keeping an eye on local stages like
      </Typography>
      <Box
        sx={{
          overflow: 'hidden',
          // Fades the ends so names slide in and out instead of being cut off.
          maskImage: 'linear-gradient(to right, transparent, #000 8%, #000 92%, transparent)',
          '&:hover .venue-track, &:focus-within .venue-track': { animationPlayState: 'paused' },
          '@media (prefers-reduced-motion: reduce)': { maskImage: 'none' },
        }}
      >
        <Box
          className="venue-track"
          sx={{
            display: 'flex',
            width: 'max-content',
            animation: `${slide} 45s linear infinite`,
            '@media (prefers-reduced-motion: reduce)': {
              animation: 'none',
              width: 'auto',
              '& ul:not(.venue-copy)': {
                flexShrink: 1,
                width: '100%',
                flexWrap: 'wrap',
                justifyContent: 'center',
                rowGap: 1.5,
                px: 2,
              },
              '& .venue-copy': { display: 'none' },
            },
          }}
        >
          <VenueList copy={false} />
          <VenueList copy />
        </Box>
      </Box>
    </Box>
  );
}
