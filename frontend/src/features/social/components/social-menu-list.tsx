import { type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DynamicFeedRoundedIcon from '@mui/icons-material/DynamicFeedRounded';
import ForwardToInboxRoundedIcon from '@mui/icons-material/ForwardToInboxRounded';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import { SOCIAL_TABS, type SocialTab } from './social-tab';

const ICONS: Record<SocialTab, ReactNode> = {
  activity: <DynamicFeedRoundedIcon fontSize="small" />,
  friends: <GroupRoundedIcon fontSize="small" />,
  requests: <PersonAddAlt1RoundedIcon fontSize="small" />,
  invite: <ForwardToInboxRoundedIcon fontSize="small" />,
};

interface SocialMenuListProps {
  anchor: HTMLElement | null;
  /** Pending friend requests, counted beside the Requests entry. */
  pending: number;
  onClose: () => void;
  onPick: (tab: SocialTab) => void;
}

/** The Social menu's entries, one per tab of the Social dialog. */
export function SocialMenuList({ anchor, pending, onClose, onPick }: SocialMenuListProps) {
  return (
    <Menu
      id="social-menu"
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {SOCIAL_TABS.map((item) => (
        <MenuItem key={item.value} onClick={() => onPick(item.value)}>
          <ListItemIcon>{ICONS[item.value]}</ListItemIcon>
          <ListItemText primary={item.menuLabel} />
          {item.value === 'requests' && pending > 0 && (
            <Badge badgeContent={pending} color="error" sx={{ ml: 2, mr: 1 }} />
          )}
        </MenuItem>
      ))}
    </Menu>
  );
}
