import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventNoteRoundedIcon from '@mui/icons-material/EventNoteRounded';

/**
 * The product's name and mark, as shown in every header. `markOnlyOnPhone`: a header full of
 * 44 px touch targets keeps only the mark on phones (its link still says "Eventfold home").
 */
export function Brand({ markOnlyOnPhone = false }: { markOnlyOnPhone?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.contrastText',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
        }}
      >
        <EventNoteRoundedIcon fontSize="small" />
      </Box>
      <Typography
        component="span"
        variant="h6"
        sx={{
          fontWeight: 800,
          letterSpacing: '-0.02em',
          display: markOnlyOnPhone ? { xs: 'none', sm: 'inline' } : undefined,
        }}
      >
        Eventfold
      </Typography>
    </Box>
  );
}
