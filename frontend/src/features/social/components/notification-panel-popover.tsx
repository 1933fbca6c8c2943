import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import { type AppNotification } from '@eventfold/contracts';
import { type useNotifications } from '../api/get-notifications';
import { NotificationList } from './notification-list';
import { LoadError } from './tab-states';

interface NotificationPanelPopoverProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  notifications: ReturnType<typeof useNotifications>;
  /** The latest few, as the panel shows them. */
  shown: AppNotification[];
  hasMore: boolean;
  onOpenNotification: (notification: AppNotification) => void;
  onViewAll: () => void;
}

/** The bell's panel: the latest notifications, each opening what it is about, and "View all". */
export function NotificationPanelPopover({
  anchor,
  onClose,
  notifications,
  shown,
  hasMore,
  onOpenNotification,
  onViewAll,
}: NotificationPanelPopoverProps) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': 'Notifications',
          sx: { width: 360, maxWidth: '95vw', mt: 1 },
        },
      }}
    >
      <Typography variant="subtitle1" sx={{ px: 2, py: 1.5, fontWeight: 700 }}>
        Notifications
      </Typography>
      <Divider />
      {notifications.isError && !notifications.data ? (
        <Box sx={{ p: 2 }}>
          <LoadError text="Could not load notifications." onRetry={() => void notifications.refetch()} />
        </Box>
      ) : shown.length === 0 ? (
        <Box sx={{ px: 2, py: 4, textAlign: 'center' }}>
          <NotificationsNoneRoundedIcon aria-hidden sx={{ fontSize: 36, color: 'text.disabled', mb: 1 }} />
          <Typography color="text.secondary">
            {notifications.isPending ? 'Loading...' : 'No notifications yet'}
          </Typography>
        </Box>
      ) : (
        <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
          <NotificationList
            notifications={shown}
            onOpen={(notification) => {
              onClose();
              onOpenNotification(notification);
            }}
          />
        </Box>
      )}
      {hasMore && (
        <>
          <Divider />
          <Button
            fullWidth
            onClick={() => {
              onClose();
              onViewAll();
            }}
          >
            View all
          </Button>
        </>
      )}
    </Popover>
  );
}
