import { type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Toaster } from '../components/ui/toaster';
import { theme } from './theme';

/**
 * What every screen relies on: theme and the toast queue. The server-data cache (React Query) is
 * given by the screens that use it (WithQueryClient), so that the landing page does not load it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <Toaster />
    </ThemeProvider>
  );
}
