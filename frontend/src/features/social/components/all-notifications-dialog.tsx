import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { type AppNotification } from '@eventfold/contracts';
import { VIEW_ALL_LIMIT } from '../notification-panel';
import { useAllNotifications } from '../api/get-notifications';
import { NotificationList } from './notification-list';
import { LoadError, LoadingRows } from './tab-states';

interface AllNotificationsDialogProps {
  open: boolean;
  onClose: () => void;
  onOpenNotification: (notification: AppNotification) => void;
}

/** "View all": up to the 50 latest notifications. */
export function AllNotificationsDialog({ open, onClose, onOpenNotification }: AllNotificationsDialogProps) {
  const all = useAllNotifications(VIEW_ALL_LIMIT, open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="all-notifications-title">
      <DialogTitle id="all-notifications-title" sx={{ pr: 7 }}>
        All notifications
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent dividers sx={{ p: 0 }}>
        {all.isPending ? (
          <LoadingRows label="Loading notifications" />
        ) : all.isError ? (
          <LoadError text="Could not load notifications." onRetry={() => void all.refetch()} />
        ) : (
          <NotificationList
            notifications={all.data}
            onOpen={(notification) => {
              onClose();
              onOpenNotification(notification);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
