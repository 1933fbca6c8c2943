import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import { EVENT_MESSAGES, type CalendarEventView } from '@eventfold/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isUnauthorized } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteEvent } from '../api/delete-event';

// The date and time pickers load with the first edit, not with the calendar.
const CreateEventDialog = lazy(async () => ({
  default: (await import('./create-event-dialog')).CreateEventDialog,
}));

/** Whether the viewer may change the event: their own, not a venue's, a friend's invitation or one found in Nearby. */
export function isOwnCreatedEvent(
  event: Pick<CalendarEventView, 'source' | 'isInvited' | 'foundNearby'>,
): boolean {
  return event.source === null && !event.isInvited && !event.foundNearby;
}

interface OwnEventActionsProps {
  event: CalendarEventView;
  timezone: string;
  /** The event is gone: whatever showed it closes. */
  onDeleted: () => void;
}

/** Edit and Delete in the event dialog of the user's own event; deleting asks first. */
export function OwnEventActions({ event, timezone, onDeleted }: OwnEventActionsProps) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const remove = useDeleteEvent();

  const confirmDelete = () =>
    remove.mutate(event.id, {
      onSuccess: () => {
        toast({ title: 'Event deleted', description: `“${event.title}” was removed.`, variant: 'success' });
        setOpen(null);
        onDeleted();
      },
      onError: (error) => {
        if (!isUnauthorized(error)) toast({ title: EVENT_MESSAGES.deleteFailed, variant: 'destructive' });
      },
    });

  return (
    <>
      <Stack direction="row" spacing={1} component="section" aria-label="Your event">
        <Button variant="outlined" startIcon={<EditRoundedIcon />} onClick={() => setOpen('edit')}>
          Edit
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineRoundedIcon />}
          onClick={() => setOpen('delete')}
        >
          Delete
        </Button>
      </Stack>
      {open === 'edit' && (
        <Suspense fallback={null}>
          <CreateEventDialog open editing={event} timezone={timezone} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={open === 'delete'}
        title={`Delete “${event.title}”?`}
        text="It leaves your calendar and the calendars of friends you invited, and its shared link stops working. This cannot be undone."
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete Event'}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
