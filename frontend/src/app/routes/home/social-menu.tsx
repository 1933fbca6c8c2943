import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Diversity3RoundedIcon from '@mui/icons-material/Diversity3Rounded';
import DynamicFeedRoundedIcon from '@mui/icons-material/DynamicFeedRounded';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import ForwardToInboxRoundedIcon from '@mui/icons-material/ForwardToInboxRounded';

const ITEMS = [
  { label: 'Friend Activity', icon: <DynamicFeedRoundedIcon fontSize="small" /> },
  { label: 'Friends List', icon: <GroupRoundedIcon fontSize="small" /> },
  { label: 'Friend Requests', icon: <PersonAddAlt1RoundedIcon fontSize="small" /> },
  { label: 'Invite Friends', icon: <ForwardToInboxRoundedIcon fontSize="small" /> },
] as const;

/** The social features arrive in a later update; their entries are listed but not yet usable. */
export function SocialMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<Diversity3RoundedIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'social-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Social
      </Button>
      <Menu
        id="social-menu"
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {ITEMS.map((item) => (
          <MenuItem key={item.label} disabled>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} secondary="Arrives soon" />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
