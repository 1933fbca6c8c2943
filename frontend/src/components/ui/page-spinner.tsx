import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Full-height centred spinner for a screen that is still loading its data. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}
    >
      <CircularProgress aria-label={label ?? 'Loading'} />
      {label && <Typography color="text.secondary">{label}</Typography>}
    </Box>
  );
}
