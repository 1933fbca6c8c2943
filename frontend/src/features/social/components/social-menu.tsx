import { type ReactNode, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Diversity3RoundedIcon from '@mui/icons-material/Diversity3Rounded';
import DynamicFeedRoundedIcon from '@mui/icons-material/DynamicFeedRounded';
import ForwardToInboxRoundedIcon from '@mui/icons-material/ForwardToInboxRounded';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import { useFriendRequests } from '../api/get-friend-requests';
import { SocialDialog } from './social-dialog';
import { SOCIAL_TABS, type SocialTab } from './social-tab';

const ICONS: Record<SocialTab, ReactNode> = {
  activity: <DynamicFeedRoundedIcon fontSize="small" />,
  friends: <GroupRoundedIcon fontSize="small" />,
  requests: <PersonAddAlt1RoundedIcon fontSize="small" />,
  invite: <ForwardToInboxRoundedIcon fontSize="small" />,
};

interface SocialMenuProps {
  /** The Social dialog's open tab, kept by the app so that a notification can open it too. */
  tab: SocialTab | null;
  onTabChange: (tab: SocialTab | null) => void;
}

/** The header's Social menu: each entry opens the Social dialog on its tab; a badge counts pending requests. */
export function SocialMenu({ tab, onTabChange: setTab }: SocialMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pending = useFriendRequests().data?.filter((request) => request.status === 'pending').length ?? 0;

  return (
    <>
      <Button
        color="inherit"
        startIcon={
          <Badge badgeContent={pending} color="error" max={9}>
            <Diversity3RoundedIcon />
          </Badge>
        }
        aria-label={pending > 0 ? `Social, ${pending} pending friend requests` : 'Social'}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'social-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          minWidth: { xs: 44, sm: 64 },
          minHeight: { xs: 44, sm: 'auto' },
          '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
        }}
      >
        {/* Icon only on phones, where the header's targets must each be 44 px wide. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Social
        </Box>
      </Button>
      <Menu
        id="social-menu"
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {SOCIAL_TABS.map((item) => (
          <MenuItem
            key={item.value}
            onClick={() => {
              setAnchor(null);
              setTab(item.value);
            }}
          >
            <ListItemIcon>{ICONS[item.value]}</ListItemIcon>
            <ListItemText primary={item.menuLabel} />
            {item.value === 'requests' && pending > 0 && (
              <Badge badgeContent={pending} color="error" sx={{ ml: 2, mr: 1 }} />
            )}
          </MenuItem>
        ))}
      </Menu>
      {tab && <SocialDialog tab={tab} onTabChange={setTab} onClose={() => setTab(null)} />}
    </>
  );
}
