import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import AlarmRoundedIcon from '@mui/icons-material/AlarmRounded';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { type AppNotification } from '@eventfold/contracts';
import { notificationText } from '../notification-panel';
import { relativeTime } from '../relative-time';
import { PersonAvatar } from '../../../components/ui/person-avatar';

const UNKNOWN = { name: null, firstName: null, lastName: null, profileImageUrl: null };

/** News from a venue's page, an alert or a reminder: from nobody in particular, so an icon, not a face. */
const SYSTEM_ICONS: Partial<
  Record<AppNotification['type'], { icon: typeof AlarmRoundedIcon; colour: string }>
> = {
  event_changed: { icon: EventBusyRoundedIcon, colour: 'warning.light' },
  alert: { icon: NotificationsActiveRoundedIcon, colour: 'info.light' },
  reminder: { icon: AlarmRoundedIcon, colour: 'success.light' },
};

function NotificationAvatar({ notification }: { notification: AppNotification }) {
  const system = SYSTEM_ICONS[notification.type];
  if (system === undefined) return <PersonAvatar person={notification.actor ?? UNKNOWN} size={32} />;
  const Icon = system.icon;
  return (
    <Avatar sx={{ width: 32, height: 32, bgcolor: system.colour }}>
      <Icon aria-hidden fontSize="small" />
    </Avatar>
  );
}

interface NotificationListProps {
  notifications: readonly AppNotification[];
  /** Opens what a notification is about (its event, or the friend request). */
  onOpen: (notification: AppNotification) => void;
}

/** Notifications, latest first; an unread one carries a dot; each opens what it is about. */
export function NotificationList({ notifications, onOpen }: NotificationListProps) {
  return (
    <List dense aria-label="Notifications list" sx={{ py: 0 }}>
      {notifications.map((notification) => (
        <ListItem
          key={notification.id}
          disablePadding
          sx={{ bgcolor: notification.read ? undefined : 'action.hover' }}
          secondaryAction={
            notification.read ? undefined : (
              <Box
                role="img"
                aria-label="Unread"
                sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', mt: 1 }}
              />
            )
          }
        >
          <ListItemButton
            onClick={() => onOpen(notification)}
            sx={{ alignItems: 'flex-start', minHeight: 48 }}
          >
            <ListItemAvatar sx={{ minWidth: 44, mt: 0.5 }}>
              <NotificationAvatar notification={notification} />
            </ListItemAvatar>
            <ListItemText
              primary={notificationText(notification)}
              secondary={relativeTime(notification.createdAt)}
              sx={{ pr: 1, wordBreak: 'break-word' }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
