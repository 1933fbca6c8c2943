import { lazy, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import { useQueryClient } from '@tanstack/react-query';
import { type AppNotification } from '@eventfold/contracts';
import { panelItems, unreadBadgeLabel, unreadIds } from '../notification-panel';
import { NOTIFICATIONS_PATH, useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { MountOnceOpened } from '../../../components/ui/mount-once-opened';

// The panel and the dialog load with their first opening, not with the calendar; pointing at the
// bell starts loading the panel.
const loadPanel = () => import('./notification-panel-popover');
const NotificationPanel = lazy(async () => ({ default: (await loadPanel()).NotificationPanelPopover }));
const AllNotificationsDialog = lazy(async () => ({
  default: (await import('./all-notifications-dialog')).AllNotificationsDialog,
}));

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
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
        >
          <Badge badgeContent={badge} color="error" overlap="circular" data-testid="notification-badge">
            {badge ? <NotificationsRoundedIcon /> : <NotificationsNoneRoundedIcon />}
          </Badge>
        </IconButton>
      </Tooltip>
      <MountOnceOpened when={anchor !== null}>
        <NotificationPanel
          anchor={anchor}
          onClose={close}
          notifications={notifications}
          shown={shown}
          hasMore={hasMore}
          onOpenNotification={onOpenNotification}
          onViewAll={() => setViewAll(true)}
        />
      </MountOnceOpened>
      <MountOnceOpened when={viewAll}>
        <AllNotificationsDialog
          open={viewAll}
          onClose={() => setViewAll(false)}
          onOpenNotification={onOpenNotification}
        />
      </MountOnceOpened>
    </>
  );
}
