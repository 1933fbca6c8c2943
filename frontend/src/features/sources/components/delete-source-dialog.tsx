import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type EventSource, SOURCE_MESSAGES } from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { useDeleteEventSource } from '../api/delete-event-source';
import { useSendAnalytics } from '../api/send-analytics';
import { isSourceGone } from '../refetch-lists';
import { toastSourceError } from '../source-logged-out';
import { useShownSource } from '../hooks/use-shown-source';

interface DeleteSourceDialogProps {
  source: EventSource | null;
  onClose: () => void;
}

/** Asks before a venue and all of its events are removed for good. */
export function DeleteSourceDialog({ source, onClose }: DeleteSourceDialogProps) {
  const remove = useDeleteEventSource();
  const shown = useShownSource(source);
  const track = useSendAnalytics();

  const confirm = () => {
    if (!source || remove.isPending) return;
    track({ event: 'delete_source', properties: { sourceId: source.id } });
    remove.mutate(source.id, {
      onSuccess: () => {
        toast({ ...SOURCE_MESSAGES.deleted, variant: 'success' });
        onClose();
      },
      onError: (error) => {
        toastSourceError(error, SOURCE_MESSAGES.sidebarDeleteFailed);
        if (isSourceGone(error)) onClose();
      },
    });
  };

  return (
    <Dialog
      open={source !== null}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      role="alertdialog"
      aria-labelledby="delete-source-title"
      aria-describedby="delete-source-text"
    >
      <DialogTitle id="delete-source-title">Delete venue?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-source-text">
          {shown ? SOURCE_MESSAGES.deleteConfirmation(shown.name, shown.eventCount) : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
