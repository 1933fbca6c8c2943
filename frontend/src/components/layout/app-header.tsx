import { type ReactNode, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import { type CurrentUser } from '@eventfold/contracts';
import { logout } from '../../lib/navigation';
import { Brand } from '../ui/brand';
import { PersonAvatar } from '../ui/person-avatar';

interface AppHeaderProps {
  /** The signed-in person (absent while the session loads): their picture or initials, and e-mail. */
  user: Pick<CurrentUser, 'email' | 'name' | 'firstName' | 'lastName' | 'profileImageUrl'> | null | undefined;
  /** Shown before the brand, e.g. a back button. */
  start?: ReactNode;
  /** Shown between the e-mail and Logout. */
  actions?: ReactNode;
}

/** The signed-in header: brand, avatar and e-mail (hidden on small screens), page actions and Logout. */
export function AppHeader({ user, start, actions }: AppHeaderProps) {
  const [leaving, setLeaving] = useState(false);
  const email = user?.email;

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 60, sm: 68 } }}>
        {start}
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          aria-label="Eventfold home"
          sx={{ mr: 'auto' }}
        >
          <Brand markOnlyOnPhone />
        </Link>
        {user && (
          <Box data-testid="header-avatar" sx={{ display: 'flex', mr: { xs: 0.5, md: 1 } }}>
            <PersonAvatar person={user} size={32} />
          </Box>
        )}
        {email && (
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 260, mr: 1 }}
          >
            {email}
          </Typography>
        )}
        {actions}
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          startIcon={<LogoutRoundedIcon />}
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            logout();
          }}
          aria-label="Logout"
          // On phones the button shrinks to its icon so the header fits 360 px.
          sx={{
            ml: 0.5,
            borderColor: 'divider',
            // Icon only on phones, still a 44 px target for a fingertip.
            minWidth: { xs: 44, sm: 64 },
            minHeight: { xs: 44, sm: 'auto' },
            '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
          }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Logout
          </Box>
        </Button>
      </Toolbar>
    </AppBar>
  );
}
