import { type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { type EventSource, SOURCE_MESSAGES } from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { eventSourcesQueryOptions } from '../api/get-event-sources';
import { useUpdateEventSource } from '../api/update-event-source';
import { duplicateSource, duplicateSourceWarning } from '../duplicate-source';
import { toSourceFormValues, validateSourceChanges } from '../source-form';
import { isSourceGone } from '../refetch-lists';
import { toastSourceError } from '../source-logged-out';
import { SourceFormFields } from './source-form-fields';
import { useSourceForm } from '../hooks/use-source-form';
import { useShownSource } from '../hooks/use-shown-source';

interface EditSourceDialogProps {
  /** The venue being edited; null closes the dialog. */
  source: EventSource | null;
  onClose: () => void;
}

/** "Edit Event Source": name, website, category and ZIP of a venue. */
export function EditSourceDialog({ source, onClose }: EditSourceDialogProps) {
  const shown = useShownSource(source);
  return (
    <Dialog
      open={source !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="edit-source-title"
    >
      {shown && <EditSourceForm key={shown.id} source={shown} onClose={onClose} />}
    </Dialog>
  );
}

function EditSourceForm({ source, onClose }: { source: EventSource; onClose: () => void }) {
  const { values, errors, setErrors, change } = useSourceForm(() => toSourceFormValues(source));
  const update = useUpdateEventSource();
  // As when adding: another venue already reading this page would list each of its events twice.
  const queryClient = useQueryClient();
  const known = queryClient.getQueryData(eventSourcesQueryOptions().queryKey) ?? [];
  const duplicate = duplicateSource(known, values.url, source.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const result = validateSourceChanges(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    update.mutate(
      { id: source.id, changes: result.data },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Source updated',
            description: `${saved.name} has been saved.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          toastSourceError(error, {
            title: 'Error',
            description: SOURCE_MESSAGES.updateFailed + error.message,
          });
          if (isSourceGone(error)) onClose();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id="edit-source-title">Edit Event Source</DialogTitle>
      <DialogContent>
        <SourceFormFields
          values={values}
          errors={errors}
          onChange={change}
          zipCodeFoundOnPage={source.zipCodeFoundOnPage ? source.zipCode : null}
          disabled={update.isPending}
        />
        {duplicate && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {duplicateSourceWarning(duplicate, 'edit')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : duplicate ? 'Save Anyway' : 'Save Changes'}
        </Button>
      </DialogActions>
    </form>
  );
}
