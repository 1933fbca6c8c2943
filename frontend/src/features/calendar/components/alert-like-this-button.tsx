import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import { type CalendarEventView } from '@eventfold/contracts';
import { isUnauthorized } from '../../../lib/api-client';
import { handleLoggedOut } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { useCreateAlert, type NewAlert } from '../../settings/api/create-alert';

interface Choice {
  label: string;
  alert: NewAlert;
}

/** A venue rule names one's own source: a listing found in Nearby or shared by a friend offers only its category. */
function choicesFor(event: CalendarEventView): Choice[] {
  if (event.source === null) return [];
  const choices: Choice[] = [];
  if (!event.isInvited && !event.foundNearby)
    choices.push({
      label: `Events at ${event.source.name}`,
      alert: { kind: 'venue', value: event.source.id },
    });
  choices.push({
    label: `${event.source.category} events`,
    alert: { kind: 'category', value: event.source.category },
  });
  return choices;
}

/** "Alert me about events like this": a rule for the event's venue or its category, in one click. */
export function AlertLikeThisButton({ event }: { event: CalendarEventView }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const create = useCreateAlert();
  const choices = choicesFor(event);
  if (choices.length === 0) return null;

  const choose = ({ label, alert }: Choice) => {
    setAnchor(null);
    create.mutate(alert, {
      onSuccess: () =>
        toast({
          title: 'Alert added',
          description: `You will hear about new ${label.toLowerCase()}.`,
          variant: 'success',
        }),
      onError: (error) =>
        isUnauthorized(error)
          ? handleLoggedOut()
          : toast({ title: 'Failed to add the alert', description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<NotificationsActiveRoundedIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        disabled={create.isPending}
        onClick={(click) => setAnchor(click.currentTarget)}
      >
        Alert me about events like this
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem key={choice.alert.kind} onClick={() => choose(choice)}>
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
