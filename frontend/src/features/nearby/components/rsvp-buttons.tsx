import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { NEARBY_MESSAGES, type RsvpStatus } from '@eventfold/contracts';
import { isUnauthorized } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSetRsvp } from '../api/set-rsvp';

const CHOICES: { value: RsvpStatus; label: string }[] = [
  { value: 'going', label: 'Going' },
  { value: 'interested', label: 'Interested' },
  { value: 'not_going', label: 'Not going' },
];

/** One answer at a time; choosing the current answer again withdraws it. */
export function RsvpButtons({
  eventId,
  status,
  title,
}: {
  eventId: string;
  status: RsvpStatus | null;
  title: string;
}) {
  const rsvp = useSetRsvp();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={status}
      disabled={rsvp.isPending}
      aria-label={`Your RSVP to ${title}`}
      onChange={(_event, next: RsvpStatus | null) =>
        rsvp.mutate(
          { eventId, status: next },
          {
            onError: (error) => {
              if (!isUnauthorized(error))
                toast({
                  title: NEARBY_MESSAGES.rsvpFailed,
                  description: error.message,
                  variant: 'destructive',
                });
            },
          },
        )
      }
      sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { px: 1.25, py: 0.25, textTransform: 'none' } }}
    >
      {CHOICES.map((choice) => (
        <ToggleButton key={choice.value} value={choice.value}>
          {choice.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
