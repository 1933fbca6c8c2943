import { lazy, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type EventSource } from '@eventfold/contracts';
import { groupVenues, isSelected, toggleSelection } from '../venue-filters';
import { VenueGroup } from './venue-group';
import { VenueListItem } from './venue-list-item';
import { MountOnceOpened } from '../../../components/ui/mount-once-opened';

// The form and confirmation load with their first opening, not with the calendar.
const EditSourceDialog = lazy(async () => ({
  default: (await import('./edit-source-dialog')).EditSourceDialog,
}));
const TeachSourceDialog = lazy(async () => ({
  default: (await import('./teach-source-dialog')).TeachSourceDialog,
}));
const DeleteSourceDialog = lazy(async () => ({
  default: (await import('./delete-source-dialog')).DeleteSourceDialog,
}));

interface VenuesFilterListProps {
  sources: readonly EventSource[] | undefined;
  loadFailed: boolean;
  search: string;
  selected: readonly string[] | null;
  onChange: (sourceIds: string[] | null) => void;
}

/** The venues by category, with All and None, and each venue's edit and delete dialogs. */
export function VenuesFilterList({ sources, loadFailed, search, selected, onChange }: VenuesFilterListProps) {
  const [editing, setEditing] = useState<EventSource | null>(null);
  const [deleting, setDeleting] = useState<EventSource | null>(null);
  const [teaching, setTeaching] = useState<EventSource | null>(null);
  const titleId = useId();
  const universe = (sources ?? []).map((s) => s.id);
  const groups = groupVenues(sources ?? [], search);

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id={titleId} variant="subtitle2" component="h3">
          Venues
        </Typography>
        <Stack direction="row" spacing={0.5} role="group" aria-label="Select venues">
          <Button size="small" onClick={() => onChange(null)} disabled={!sources?.length}>
            All
          </Button>
          <Button size="small" onClick={() => onChange([])} disabled={!sources?.length}>
            None
          </Button>
        </Stack>
      </Stack>
      {loadFailed ? (
        <Alert severity="error">Could not load your venues. Please try again.</Alert>
      ) : sources === undefined ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading venues">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={44} />
          ))}
        </Stack>
      ) : sources.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No venues yet. Add a venue&apos;s website to see its events here.
        </Typography>
      ) : groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No venues match your search.
        </Typography>
      ) : (
        <Stack spacing={0.5}>
          {groups.map((group) => (
            <VenueGroup
              key={group.category}
              group={group}
              renderVenue={(source) => (
                <VenueListItem
                  key={source.id}
                  source={source}
                  checked={isSelected(selected, source.id)}
                  onToggle={() => onChange(toggleSelection(selected, source.id, universe))}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                  onTeach={setTeaching}
                />
              )}
            />
          ))}
        </Stack>
      )}
      <MountOnceOpened when={editing !== null}>
        <EditSourceDialog source={editing} onClose={() => setEditing(null)} />
      </MountOnceOpened>
      <MountOnceOpened when={teaching !== null}>
        <TeachSourceDialog source={teaching} onClose={() => setTeaching(null)} />
      </MountOnceOpened>
      <MountOnceOpened when={deleting !== null}>
        <DeleteSourceDialog source={deleting} onClose={() => setDeleting(null)} />
      </MountOnceOpened>
    </Box>
  );
}
