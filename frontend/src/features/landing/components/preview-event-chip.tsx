import Box from '@mui/material/Box';
import { purple } from '@mui/material/colors';
import { alpha, type Theme } from '@mui/material/styles';
import type { PreviewEventKind } from './preview-sample-data';

/**
 * The app's event colours (spec section 4): invited purple, shared green, own yellow, venue events white
 * with a coloured edge. The theme has no purple role, so invited uses MUI's purple swatch.
 */
export function previewEventColors(theme: Theme, kind: PreviewEventKind) {
  switch (kind) {
    case 'invited':
      return { bg: alpha(purple[500], 0.16), edge: purple[500] };
    case 'shared':
      return { bg: alpha(theme.palette.success.main, 0.16), edge: theme.palette.success.main };
    case 'created':
      return { bg: alpha(theme.palette.warning.main, 0.2), edge: theme.palette.warning.main };
    case 'venue':
      return { bg: theme.palette.background.paper, edge: theme.palette.primary.main };
  }
}

export function PreviewEventChip({ title, kind }: { title: string; kind: PreviewEventKind }) {
  return (
    <Box
      sx={(theme) => {
        const { bg, edge } = previewEventColors(theme, kind);
        return {
          mt: 0.5,
          px: { xs: 0, sm: 0.75 },
          py: { xs: 0, sm: 0.25 },
          height: { xs: 6, sm: 'auto' },
          borderRadius: 1,
          bgcolor: { xs: edge, sm: bg },
          borderLeft: { xs: 0, sm: `3px solid ${edge}` },
          boxShadow: kind === 'venue' ? { sm: theme.shadows[1] } : undefined,
          fontSize: '0.7rem',
          fontWeight: 600,
          lineHeight: 1.4,
          color: 'text.primary',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        };
      }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {title}
      </Box>
    </Box>
  );
}
