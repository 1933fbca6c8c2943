import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { ActivityTab } from './activity-tab';
import { FriendsTab } from './friends-tab';
import { InviteTab } from './invite-tab';
import { RequestsTab } from './requests-tab';
import { SOCIAL_TABS, type SocialTab } from './social-tab';

interface SocialDialogProps {
  tab: SocialTab;
  onTabChange: (tab: SocialTab) => void;
  onClose: () => void;
}

/** Friends in one place: Activity, My Friends, Requests and Invite. */
export function SocialDialog({ tab, onTabChange, onClose }: SocialDialogProps) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="social-dialog-title">
      <DialogTitle id="social-dialog-title" sx={{ pr: 7 }}>
        Social
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
        <Tabs value={tab} onChange={(_e, value: SocialTab) => onTabChange(value)} variant="fullWidth">
          {SOCIAL_TABS.map((item) => (
            <Tab
              key={item.value}
              value={item.value}
              label={item.label}
              id={`social-tab-${item.value}`}
              aria-controls="social-tab-panel"
            />
          ))}
        </Tabs>
      </Box>
      <DialogContent
        id="social-tab-panel"
        role="tabpanel"
        aria-labelledby={`social-tab-${tab}`}
        sx={{ minHeight: 320 }}
      >
        {tab === 'activity' && <ActivityTab />}
        {tab === 'friends' && <FriendsTab />}
        {tab === 'requests' && <RequestsTab />}
        {tab === 'invite' && <InviteTab />}
      </DialogContent>
    </Dialog>
  );
}
