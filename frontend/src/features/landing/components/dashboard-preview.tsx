import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { previewEventColors } from './preview-event-chip';
import { PreviewMonthGrid } from './preview-month-grid';
import { PREVIEW_LEGEND, PREVIEW_MONTH } from './preview-sample-data';
import { PreviewVenueSidebar } from './preview-venue-sidebar';
import { SectionHeading } from './section-heading';

/**
 * A static picture of the signed-in calendar built from sample data. It is exposed to assistive
 * technology as one labelled image, because its mock buttons and numbers are not real controls.
 */
export function DashboardPreview() {
  return (
    <Box
      component="section"
      aria-labelledby="landing-preview-heading"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: 'action.hover' }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="landing-preview-heading"
          eyebrow="Preview"
          title="Your month, at a glance"
          lead="Every venue you follow feeds one calendar. Colours tell you at a glance what you planned, what friends shared and what is simply on in town."
        />
        <Paper
          role="img"
          aria-label="Illustrative preview of the Eventfold calendar: a June month view with sample shows and a sidebar of followed venues with their event counts"
          elevation={8}
          sx={{
            borderRadius: 4,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            position: 'relative',
          }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {['error.light', 'warning.light', 'success.light'].map((color) => (
              <Box key={color} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color }} />
            ))}
            <Chip
              label="Preview · sample data"
              size="small"
              color="primary"
              variant="outlined"
              sx={{ ml: 'auto' }}
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 3, p: { xs: 1.5, sm: 3 } }}>
            <PreviewVenueSidebar />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
                <Typography variant="h6" component="p" sx={{ fontWeight: 700, mr: 'auto' }}>
                  Your Events · {PREVIEW_MONTH.name}
                </Typography>
                <ChevronLeftIcon fontSize="small" color="action" />
                <ChevronRightIcon fontSize="small" color="action" />
                {['Month', 'Week', 'List'].map((view) => (
                  <Chip
                    key={view}
                    label={view}
                    size="small"
                    color={view === 'Month' ? 'primary' : 'default'}
                    variant={view === 'Month' ? 'filled' : 'outlined'}
                  />
                ))}
              </Box>
              <PreviewMonthGrid />
              <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexWrap: 'wrap', gap: 2, mt: 2 }}>
                {PREVIEW_LEGEND.map(({ kind, label }) => (
                  <Box key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box
                      sx={(theme) => {
                        const { bg, edge } = previewEventColors(theme, kind);
                        return {
                          width: 18,
                          height: 12,
                          borderRadius: 0.5,
                          bgcolor: bg,
                          borderLeft: `3px solid ${edge}`,
                          boxShadow: theme.shadows[1],
                        };
                      }}
                    />
                    <Typography variant="caption" color="text.secondary">
                      {label}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          </Box>
        </Paper>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 2 }}>
          Illustration with sample events. Your calendar fills with the venues you add.
        </Typography>
      </Container>
    </Box>
  );
}
