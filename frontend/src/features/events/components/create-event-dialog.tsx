import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import {
  EVENT_MESSAGES,
  LIMITS,
  timezoneLabel,
  type CalendarEventView,
  type EventVisibility,
} from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import {
  createdToast,
  defaultEnd,
  draftFromEvent,
  EMPTY_DRAFT,
  validateCreateEvent,
  type CreateEventErrors,
} from '../create-event-form';
import { EventImageInput } from './event-image-input';
import { DatePickersProvider } from '../../../components/ui/date-pickers-provider';

interface CreateEventDialogProps {
  open: boolean;
  onClose: () => void;
  /** The user's timezone: the times entered are read there. */
  timezone: string;
  /** The own event to change: the same form, filled in, saved with PATCH. */
  editing?: CalendarEventView;
}

/**
 * "Create Your Own Event": title, location, description, date, start and end, and a picture. With
 * `editing`, "Edit Event": the event's own values, its picture kept unless replaced or removed.
 */
export function CreateEventDialog({ open, onClose, timezone, editing }: CreateEventDialogProps) {
  const initialDraft = editing ? draftFromEvent(editing, timezone) : EMPTY_DRAFT;
  const [draft, setDraft] = useState(initialDraft);
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [errors, setErrors] = useState<CreateEventErrors>({});
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const create = editing ? updateEvent : createEvent;
  const currentImageUrl = editing && !removeImage ? editing.imageUrl : null;

  const close = () => {
    if (create.isPending) return;
    setDraft(initialDraft);
    setImage(null);
    setRemoveImage(false);
    setErrors({});
    onClose();
  };

  const saved = () => {
    create.reset();
    setDraft(EMPTY_DRAFT);
    setImage(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateCreateEvent(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (editing) {
      updateEvent.mutate(
        { eventId: editing.id, fields: result.fields, image, removeImage },
        {
          onSuccess: () => {
            toast({ title: 'Event updated', variant: 'success' });
            saved();
          },
          onError: (error) =>
            toast({ title: `${EVENT_MESSAGES.updateFailed}${error.message}`, variant: 'destructive' }),
        },
      );
      return;
    }
    createEvent.mutate(
      { fields: result.fields, image },
      {
        onSuccess: () => {
          toast(createdToast(result.fields, timezone));
          saved();
        },
        onError: (error) =>
          toast({ title: `${EVENT_MESSAGES.createFailed}${error.message}`, variant: 'destructive' }),
      },
    );
  };

  // Editing a field takes its mark down: a stale "Title is required" under a filled title misleads.
  const cleared = (field: keyof CreateEventErrors) =>
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  const text = (name: 'title' | 'location' | 'description') => ({
    name,
    value: draft[name],
    onChange: (e: { target: { value: string } }) => {
      setDraft((d) => ({ ...d, [name]: e.target.value }));
      cleared(name);
    },
  });

  return (
    <DatePickersProvider>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-event-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="create-event-title">
            {editing ? 'Edit Event' : 'Create Your Own Event'}
          </DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2.5}>
              <TextField
                label="Title"
                required
                {...text('title')}
                error={!!errors.title}
                helperText={errors.title}
                slotProps={{ htmlInput: { maxLength: LIMITS.eventTitleMaxLength } }}
                autoFocus
              />
              <TextField
                label="Location"
                required
                {...text('location')}
                error={!!errors.location}
                helperText={errors.location}
                slotProps={{ htmlInput: { maxLength: LIMITS.eventLocationMaxLength } }}
              />
              <TextField
                label="Description"
                multiline
                minRows={3}
                {...text('description')}
                error={!!errors.description}
                helperText={errors.description}
                slotProps={{ htmlInput: { maxLength: LIMITS.eventDescriptionMaxLength } }}
              />
              <DatePicker
                label="Date"
                value={draft.date}
                onChange={(date) => {
                  setDraft((d) => ({ ...d, date }));
                  cleared('dateTime');
                }}
                slotProps={{ textField: { required: true, error: !!errors.dateTime, fullWidth: true } }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TimePicker
                  label="Start time"
                  value={draft.timeStart}
                  onChange={(timeStart) => {
                    setDraft((d) => ({ ...d, timeStart, timeEnd: defaultEnd(timeStart) ?? d.timeEnd }));
                    cleared('dateTime');
                  }}
                  slotProps={{ textField: { required: true, error: !!errors.dateTime, fullWidth: true } }}
                />
                <TimePicker
                  label="End time"
                  value={draft.timeEnd}
                  onChange={(timeEnd) => setDraft((d) => ({ ...d, timeEnd }))}
                  slotProps={{ textField: { fullWidth: true } }}
                />
              </Stack>
              <FormHelperText error={!!errors.dateTime} sx={{ mt: '4px !important' }}>
                {errors.dateTime ??
                  `Times are in ${timezoneLabel(timezone)}. The end defaults to one hour after the start.`}
              </FormHelperText>
              <TextField
                select
                label="Who can find it in Nearby"
                value={draft.visibility}
                onChange={(e) => setDraft((d) => ({ ...d, visibility: e.target.value as EventVisibility }))}
                helperText="Nearby lists an event whose location includes a ZIP code."
              >
                <MenuItem value="private">Only me</MenuItem>
                <MenuItem value="friends">My friends</MenuItem>
                <MenuItem value="public">Everyone</MenuItem>
              </TextField>
              <EventImageInput
                file={image}
                onChange={setImage}
                currentImageUrl={currentImageUrl}
                onRemoveCurrent={() => setRemoveImage(true)}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {editing
                ? create.isPending
                  ? 'Saving...'
                  : 'Save Changes'
                : create.isPending
                  ? 'Creating...'
                  : 'Create Event'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </DatePickersProvider>
  );
}
