import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import EventRepeatRoundedIcon from '@mui/icons-material/EventRepeatRounded';
import { CopyLinkField } from '../../../components/ui/copy-link-field';
import { isUnauthorized } from '../../../lib/api-client';
import { handleLoggedOut } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useIssueCalendarFeed } from '../api/issue-calendar-feed';
import { useTurnOffCalendarFeed } from '../api/turn-off-calendar-feed';
import { SettingsSection } from './settings-section';

const FAILED = 'Failed to create the calendar link. Please try again.';
const TURN_OFF_FAILED = 'Failed to turn the calendar link off. Please try again.';

/**
 * The private iCalendar feed: the link a calendar app subscribes to, so the user's Eventfold events
 * show up in Google Calendar, Apple Calendar or Outlook. It is made only on request, and a switch
 * turns it off again (the link stops working; turned on later, it is a new link).
 */
export function CalendarSyncCard() {
  const feed = useCalendarFeed();
  const issue = useIssueCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const url = feed.data?.url ?? null;
  const busy = issue.isPending || turnOff.isPending;
  const failed = (title: string) => (error: Error) =>
    isUnauthorized(error) ? handleLoggedOut() : toast({ title, variant: 'destructive' });

  const create = () =>
    issue.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: url === null ? 'Calendar link created' : 'New calendar link created',
          description:
            url === null ? 'Add it to your calendar app as a subscription.' : 'The old link no longer works.',
          variant: 'success',
        }),
      onError: failed(FAILED),
    });

  const switchOff = () =>
    turnOff.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Calendar link turned off',
          description: 'The link no longer works. Turn it on again for a new one.',
          variant: 'success',
        }),
      onError: failed(TURN_OFF_FAILED),
    });

  return (
    <Card sx={{ mt: 3 }}>
      <CardContent sx={{ px: { xs: 2.5, md: 4 }, py: { xs: 3, md: 4 } }}>
        <SettingsSection
          title="Calendar Sync"
          icon={<EventRepeatRoundedIcon />}
          description="Subscribe to your Eventfold calendar from Google Calendar, Apple Calendar or Outlook with this private link. Anyone who has it can see your events, so keep it to yourself."
        >
          {feed.isPending ? (
            <Skeleton variant="rounded" height={40} aria-label="Loading your calendar link" />
          ) : feed.isError ? (
            <Typography color="error">Failed to load your calendar link.</Typography>
          ) : (
            <Stack spacing={1.5}>
              <FormControlLabel
                sx={{ m: 0, gap: 1 }}
                control={
                  <Switch
                    checked={url !== null}
                    disabled={busy}
                    onChange={(event) => (event.target.checked ? create() : switchOff())}
                  />
                }
                label="Private calendar link"
              />
              {url !== null && <CopyLinkField link={url} label="Calendar link" />}
              {url !== null && (
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Button variant="text" onClick={create} disabled={busy}>
                    Get a new link
                  </Button>
                  <Typography variant="body2" color="text.secondary">
                    A new link stops the old one at once.
                  </Typography>
                </Stack>
              )}
            </Stack>
          )}
        </SettingsSection>
      </CardContent>
    </Card>
  );
}
