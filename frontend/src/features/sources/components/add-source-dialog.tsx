import { type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { SOURCE_MESSAGES } from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { useCreateEventSource } from '../api/create-event-source';
import { eventSourcesQueryOptions } from '../api/get-event-sources';
import { duplicateSource, duplicateSourceWarning } from '../duplicate-source';
import { pollAfterAdd } from '../post-add-polling';
import { refetchSourcesAndEvents } from '../refetch-lists';
import { startRefreshTracking } from '../refresh-tracking';
import { EMPTY_SOURCE_FORM, namePlaceholder, validateNewSource } from '../source-form';
import { toastSourceError } from '../source-logged-out';
import { SourceFormFields } from './source-form-fields';
import { useSourceForm } from '../hooks/use-source-form';

interface AddSourceDialogProps {
  open: boolean;
  onClose: () => void;
}

/** "Add Event Source": a venue's website; its first scan starts as soon as it is saved. */
export function AddSourceDialog({ open, onClose }: AddSourceDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="add-source-title">
      {/* The dialog unmounts its content once closed, so every opening starts with an empty form. */}
      <AddSourceForm onClose={onClose} />
    </Dialog>
  );
}

function AddSourceForm({ onClose }: { onClose: () => void }) {
  const { values, errors, setErrors, change } = useSourceForm(() => EMPTY_SOURCE_FORM);
  const queryClient = useQueryClient();
  const create = useCreateEventSource();
  // Adding a page twice lists each of its events twice: say so while the URL is typed. The list is the
  // one the sidebar already shows; the dialog asks for nothing itself.
  const known = queryClient.getQueryData(eventSourcesQueryOptions().queryKey) ?? [];
  const duplicate = duplicateSource(known, values.url);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const result = validateNewSource(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    create.mutate(result.data, {
      onSuccess: (source) => {
        onClose();
        toast({
          title: 'Source added',
          description: `Scanning ${source.name} for events...`,
          variant: 'success',
        });
        startRefreshTracking(queryClient);
        void refetchSourcesAndEvents(queryClient);
        pollAfterAdd(queryClient);
      },
      onError: (error) =>
        toastSourceError(error, { title: 'Error', description: SOURCE_MESSAGES.addFailed + error.message }),
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id="add-source-title">Add Event Source</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Paste the page where a venue lists its upcoming shows. Eventfold reads it and keeps your calendar up
          to date.
        </DialogContentText>
        <SourceFormFields
          values={values}
          errors={errors}
          onChange={change}
          nameOptional={{ placeholder: namePlaceholder(values.url) }}
          disabled={create.isPending}
        />
        {duplicate && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {duplicateSourceWarning(duplicate, 'add')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : duplicate ? 'Add Anyway' : 'Add Source'}
        </Button>
      </DialogActions>
    </form>
  );
}
