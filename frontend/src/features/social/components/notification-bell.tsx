import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import { useQueryClient } from '@tanstack/react-query';
import { type AppNotification } from '@eventfold/contracts';
import { panelItems, unreadBadgeLabel, unreadIds } from '../notification-panel';
import { NOTIFICATIONS_PATH, useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { AllNotificationsDialog } from './all-notifications-dialog';
import { NotificationList } from './notification-list';
import { LoadError } from './tab-states';

/**
 * The bell: a dot and a count ("9+" above 9) while something is unread; the panel lists the 10
 * latest and marks them read on opening. List and count are polled every 30 s.
 */
export function NotificationBell({
  onOpenNotification,
}: {
  /** Opens what a notification is about; the app decides how (the event dialog, the requests tab). */
  onOpenNotification: (notification: AppNotification) => void;
}) {
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [viewAll, setViewAll] = useState(false);
  const notifications = useNotifications();
  const unread = useUnreadCount();
  const markRead = useMarkNotificationsRead();
  const badge = unreadBadgeLabel(unread.data ?? 0);
  const { shown, hasMore } = panelItems(notifications.data ?? []);

  const open = (target: HTMLElement) => {
    setAnchor(target);
    const ids = unreadIds(shown);
    if (ids.length > 0 || (unread.data ?? 0) > 0) markRead.mutate(ids.length > 0 ? ids : undefined);
  };
  const close = () => {
    setAnchor(null);
    // The dots stay while the panel is open, so the person sees what was new; they go afterwards.
    void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_PATH] });
  };

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => open(event.currentTarget)}
        >
          <Badge badgeContent={badge} color="error" overlap="circular" data-testid="notification-badge">
            {badge ? <NotificationsRoundedIcon /> : <NotificationsNoneRoundedIcon />}
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
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
                close();
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
                close();
                setViewAll(true);
              }}
            >
              View all
            </Button>
          </>
        )}
      </Popover>
      <AllNotificationsDialog
        open={viewAll}
        onClose={() => setViewAll(false)}
        onOpenNotification={onOpenNotification}
      />
    </>
  );
}
