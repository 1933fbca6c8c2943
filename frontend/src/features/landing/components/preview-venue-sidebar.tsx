import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PREVIEW_VENUES } from './preview-sample-data';

/** The desktop "Filter Events" sidebar in miniature: followed venues with their event counts. */
export function PreviewVenueSidebar() {
  return (
    <Box sx={{ width: 220, flexShrink: 0, display: { xs: 'none', md: 'block' } }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
        Filter Events
      </Typography>
      <Box
        sx={{
          px: 1.5,
          py: 1,
          mb: 2,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          color: 'text.secondary',
        }}
      >
        <Typography variant="caption">Search venues &amp; categories...</Typography>
      </Box>
      <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 2 }}>
        Venues
      </Typography>
      {PREVIEW_VENUES.map(({ name, events }) => (
        <Box key={name} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75 }}>
          <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: 'primary.main', flexShrink: 0 }} />
          <Typography variant="body2" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {events}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
