import { type ReactNode, useEffect } from 'react';
import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { Link as RouterLink } from 'react-router-dom';
import type { CurrentUser } from '@eventfold/contracts';
import { handleLoggedOut } from '../../lib/navigation';
import { useSession } from '../../lib/session';
import { AppHeader } from './app-header';

/**
 * A signed-in page one level below the calendar: the header with a back button, and the page's own
 * content once the session is known (a signed-out visitor is sent to sign in).
 */
export function SubPageLayout({
  children,
  loading,
  maxWidth = 'md',
}: {
  children: (user: CurrentUser) => ReactNode;
  loading?: ReactNode;
  /** Wide tools (the audit timeline beside its user search) take more than a form's width. */
  maxWidth?: ContainerProps['maxWidth'];
}) {
  const session = useSession();
  useEffect(() => {
    if (session.status === 'unauthenticated') handleLoggedOut();
  }, [session.status]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader
        user={session.user}
        start={
          <Tooltip title="Back to calendar">
            <IconButton component={RouterLink} to="/" aria-label="Back" edge="start">
              <ArrowBackRoundedIcon />
            </IconButton>
          </Tooltip>
        }
      />
      <Container component="main" maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
        {session.status === 'authenticated' ? children(session.user) : loading}
      </Container>
    </Box>
  );
}
