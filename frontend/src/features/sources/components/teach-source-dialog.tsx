import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type EventSource, TAUGHT_LIMITS } from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { useTeachingPage } from '../api/get-teaching-page';
import { usePreviewTeaching } from '../api/preview-teaching';
import { useTeachEventSource } from '../api/teach-event-source';
import { toastSourceError } from '../source-logged-out';
import { TeachingPageBlocks } from './teaching-page-blocks';
import { TeachingPreviewList } from './teaching-preview';
import { useShownSource } from '../hooks/use-shown-source';

interface TeachSourceDialogProps {
  /** The venue being taught; null closes the dialog. */
  source: EventSource | null;
  onClose: () => void;
}

/** "Not right? Show us one event": the venue's page as text, a click on one event's title, the events it shows us. */
export function TeachSourceDialog({ source, onClose }: TeachSourceDialogProps) {
  const shown = useShownSource(source);
  return (
    <Dialog
      open={source !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="teach-source-title"
    >
      {shown && <TeachSourceForm key={shown.id} source={shown} onClose={onClose} />}
    </Dialog>
  );
}

function TeachSourceForm({ source, onClose }: { source: EventSource; onClose: () => void }) {
  const page = useTeachingPage(source.id);
  const preview = usePreviewTeaching();
  const teach = useTeachEventSource();
  const [examples, setExamples] = useState<string[]>([]);
  const [addingSecond, setAddingSecond] = useState(false);
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const busy = preview.isPending || teach.isPending;

  const show = (title: string) => {
    const next = addingSecond && examples.length === 1 ? [examples[0]!, title] : [title];
    setExamples(next);
    setAddingSecond(false);
    preview.mutate({ id: source.id, examples: next });
  };

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() && !busy) show(typed.trim());
  };

  const accept = () =>
    teach.mutate(
      { id: source.id, examples },
      {
        onSuccess: () => {
          toast({
            title: 'Pattern saved',
            description: `${source.name} is being rescanned with the event you showed us.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) =>
          toastSourceError(error, { title: 'Could not save the pattern', description: error.message }),
      },
    );

  return (
    <>
      <DialogTitle id="teach-source-title">Show us one event</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {addingSecond
            ? 'Click the title of a second event, one the first example did not read right.'
            : `This is ${source.name}'s page as our scanner fetched it. Click the title of one of its events, or type it.`}
        </Typography>
        {page.isPending && (
          <Box role="status" sx={{ mb: 1 }}>
            <Typography variant="caption">Fetching the page…</Typography>
            <LinearProgress aria-label="Fetching the page" />
          </Box>
        )}
        {page.isError && <Alert severity="error">{page.error.message}</Alert>}
        {page.data && (
          <Stack spacing={1}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                size="small"
                label="Search the page"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 200 } }}
                sx={{ flex: 1 }}
              />
              <Box component="form" onSubmit={submitTyped} sx={{ display: 'flex', gap: 1, flex: 1 }}>
                <TextField
                  size="small"
                  label="Or type an event's title"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: TAUGHT_LIMITS.exampleLength } }}
                  sx={{ flex: 1 }}
                />
                <Button type="submit" variant="outlined" disabled={busy || !typed.trim()}>
                  Show
                </Button>
              </Box>
            </Stack>
            <TeachingPageBlocks page={page.data} search={search} disabled={busy} onPick={show} />
          </Stack>
        )}
        <Box sx={{ mt: 2 }} aria-live="polite">
          {examples.length > 0 && (
            <Typography
              variant="caption"
              component="p"
              color="text.secondary"
              data-testid="teaching-examples"
            >
              {examples.length === 1 ? 'Example: ' : 'Examples: '}
              {examples.map((example) => `“${example}”`).join(' and ')}
            </Typography>
          )}
          {preview.isPending && (
            <Box role="status">
              <Typography variant="caption">Learning the pattern…</Typography>
              <LinearProgress aria-label="Learning the pattern" />
            </Box>
          )}
          {preview.isError && (
            <Alert severity="warning" data-testid="teaching-error">
              {preview.error.message}
            </Alert>
          )}
          {preview.data && !preview.isPending && (
            <TeachingPreviewList preview={preview.data} timezone={source.timezone} />
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          onClick={() => setAddingSecond(true)}
          disabled={busy || !preview.isSuccess || examples.length !== 1 || addingSecond}
        >
          Show a second example
        </Button>
        <Button variant="contained" onClick={accept} disabled={busy || !preview.isSuccess}>
          {teach.isPending ? 'Saving...' : 'Accept'}
        </Button>
      </DialogActions>
    </>
  );
}
