import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import AddLocationAltRoundedIcon from '@mui/icons-material/AddLocationAltRounded';

interface YourEventsHeaderProps {
  /** No venues yet: Create Event waits for the first one (spec). */
  canCreate: boolean;
  onCreateEvent: () => void;
  onAddVenue: () => void;
}

export function YourEventsHeader({ canCreate, onCreateEvent, onAddVenue }: YourEventsHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography variant="h4" component="h1">
        Your Events
      </Typography>
      <Stack direction="row" spacing={1}>
        <Tooltip
          title={canCreate ? '' : 'Add a venue first: your own events live next to your venues’ events.'}
        >
          <span>
            <Button
              variant="outlined"
              startIcon={<AddRoundedIcon />}
              disabled={!canCreate}
              onClick={onCreateEvent}
            >
              Create Event
            </Button>
          </span>
        </Tooltip>
        <Button variant="contained" startIcon={<AddLocationAltRoundedIcon />} onClick={onAddVenue}>
          Add Venue
        </Button>
      </Stack>
    </Stack>
  );
}
