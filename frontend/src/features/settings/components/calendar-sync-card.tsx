import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventRepeatRoundedIcon from '@mui/icons-material/EventRepeatRounded';
import { CopyLinkField } from '../../../components/ui/copy-link-field';
import { isUnauthorized } from '../../../lib/api-client';
import { handleLoggedOut } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useIssueCalendarFeed } from '../api/issue-calendar-feed';
import { SettingsSection } from './settings-section';

const FAILED = 'Failed to create the calendar link. Please try again.';

/**
 * The private iCalendar feed: the link a calendar app subscribes to, so the user's Eventfold events
 * show up in Google Calendar, Apple Calendar or Outlook. It is made only on request.
 */
export function CalendarSyncCard() {
  const feed = useCalendarFeed();
  const issue = useIssueCalendarFeed();
  const url = feed.data?.url ?? null;

  const create = () =>
    issue.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: url === null ? 'Calendar link created' : 'New calendar link created',
          description:
            url === null ? 'Add it to your calendar app as a subscription.' : 'The old link no longer works.',
          variant: 'success',
        }),
      onError: (error) =>
        isUnauthorized(error) ? handleLoggedOut() : toast({ title: FAILED, variant: 'destructive' }),
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
              {url !== null && <CopyLinkField link={url} label="Calendar link" />}
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Button
                  variant={url === null ? 'contained' : 'text'}
                  onClick={create}
                  disabled={issue.isPending}
                >
                  {url === null ? 'Create calendar link' : 'Get a new link'}
                </Button>
                {url !== null && (
                  <Typography variant="body2" color="text.secondary">
                    A new link stops the old one at once.
                  </Typography>
                )}
              </Stack>
            </Stack>
          )}
        </SettingsSection>
      </CardContent>
    </Card>
  );
}
