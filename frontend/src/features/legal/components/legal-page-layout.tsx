import { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { useDocumentTitle } from '../../../lib/document-title';
import { Link as RouterLink } from 'react-router-dom';

interface LegalPageLayoutProps {
  title: string;
  /** Shown under the title, e.g. "Last updated July 20, 2025". */
  meta?: string;
  intro: ReactNode;
  children: ReactNode;
}

export function LegalPageLayout({ title, meta, intro, children }: LegalPageLayoutProps) {
  useDocumentTitle(title);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 3, md: 6 } }}>
      <Container maxWidth="md">
        <Button component={RouterLink} to="/" startIcon={<ArrowBackRoundedIcon />} sx={{ mb: 2 }}>
          Back to Home
        </Button>
        <Paper component="article" variant="outlined" sx={{ p: { xs: 3, md: 6 }, borderRadius: 2 }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
            {title}
          </Typography>
          {meta && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {meta}
            </Typography>
          )}
          <Typography component="div" sx={{ mt: 3, color: 'text.secondary', fontSize: '1.05rem' }}>
            {intro}
          </Typography>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
