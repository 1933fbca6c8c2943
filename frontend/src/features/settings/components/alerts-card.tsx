import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import { ALERT_KINDS, ALERT_LIMITS, LIMITS, type AlertKind, type CurrentUser } from '@eventfold/contracts';
import { isUnauthorized } from '../../../lib/api-client';
import { handleLoggedOut } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { useEventSources } from '../../sources/api/get-event-sources';
import { ALERT_CATEGORIES, ALERT_KIND_LABELS, alertRuleLabel } from '../alert-rules';
import { useCreateAlert } from '../api/create-alert';
import { useDeleteAlert } from '../api/delete-alert';
import { useAlerts } from '../api/get-alerts';
import { SettingsSection } from './settings-section';

function failed(title: string) {
  return (error: Error) =>
    isUnauthorized(error)
      ? handleLoggedOut()
      : toast({ title, description: error.message, variant: 'destructive' });
}

/** The person's alert rules: listed, added and removed; a new matching event then shows in the bell. */
export function AlertsCard({ user }: { user: CurrentUser }) {
  const alerts = useAlerts();
  const sources = useEventSources();
  const create = useCreateAlert();
  const remove = useDeleteAlert();
  const [kind, setKind] = useState<AlertKind>('keyword');
  const [value, setValue] = useState('');
  const [radius, setRadius] = useState(String(user.preferredRadius));
  const [error, setError] = useState<string | null>(null);
  const venues = sources.data ?? [];

  const chooseKind = (next: AlertKind) => {
    setKind(next);
    setError(null);
    setValue(next === 'nearby' ? (user.zipCode ?? '') : '');
  };

  const add = () => {
    const radiusMiles = kind === 'nearby' ? Number.parseInt(radius, 10) : undefined;
    create.mutate(
      {
        kind,
        value,
        ...(radiusMiles === undefined ? {} : { radiusMiles: Number.isNaN(radiusMiles) ? 0 : radiusMiles }),
      },
      {
        onSuccess: () => {
          setError(null);
          setValue(kind === 'nearby' ? value : '');
          toast({
            title: 'Alert added',
            description: 'New events like this will show in your notifications.',
            variant: 'success',
          });
        },
        onError: (failure) => (isUnauthorized(failure) ? handleLoggedOut() : setError(failure.message)),
      },
    );
  };

  return (
    <Card sx={{ mt: 3 }}>
      <CardContent sx={{ px: { xs: 2.5, md: 4 }, py: { xs: 3, md: 4 } }}>
        <SettingsSection
          title="Alerts"
          icon={<NotificationsActiveRoundedIcon />}
          description={`Hear about new events that match: a keyword, a category, one of your venues, or a place. At most ${ALERT_LIMITS.rulesMax} alerts.`}
        >
          {alerts.isPending ? (
            <Skeleton variant="rounded" height={40} aria-label="Loading your alerts" />
          ) : alerts.isError ? (
            <Typography color="error">Failed to load your alerts.</Typography>
          ) : alerts.data.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No alerts yet.
            </Typography>
          ) : (
            <List dense aria-label="Your alerts" sx={{ py: 0 }}>
              {alerts.data.map((rule) => {
                const label = alertRuleLabel(rule, venues);
                return (
                  <ListItem
                    key={rule.id}
                    disableGutters
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={`Remove alert: ${label}`}
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(rule.id, { onError: failed('Failed to remove the alert') })
                        }
                      >
                        <DeleteOutlineRoundedIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText primary={label} />
                  </ListItem>
                );
              })}
            </List>
          )}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              select
              label="Alert on"
              value={kind}
              onChange={(event) => chooseKind(event.target.value as AlertKind)}
              sx={{ width: { sm: 160 }, flexShrink: 0 }}
              slotProps={{ select: { inputProps: { 'aria-label': 'Alert on' } } }}
            >
              {ALERT_KINDS.map((each) => (
                <MenuItem key={each} value={each}>
                  {ALERT_KIND_LABELS[each]}
                </MenuItem>
              ))}
            </TextField>
            {kind === 'keyword' && (
              <TextField
                label="Keyword"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                slotProps={{ htmlInput: { maxLength: ALERT_LIMITS.valueMaxLength } }}
                error={error !== null}
                helperText={error ?? 'In the title or description'}
                sx={{ flex: 1, minWidth: { sm: 180 } }}
              />
            )}
            {kind === 'category' && (
              <TextField
                select
                label="Category"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                error={error !== null}
                helperText={error ?? ' '}
                sx={{ flex: 1, minWidth: { sm: 180 } }}
              >
                {ALERT_CATEGORIES.map((category) => (
                  <MenuItem key={category} value={category}>
                    {category}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {kind === 'venue' && (
              <TextField
                select
                label="Venue"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                error={error !== null}
                helperText={error ?? (venues.length === 0 ? 'Add a venue first' : ' ')}
                sx={{ flex: 1, minWidth: { sm: 180 } }}
              >
                {venues.map((source) => (
                  <MenuItem key={source.id} value={source.id}>
                    {source.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {kind === 'nearby' && (
              <>
                <TextField
                  label="ZIP code"
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: LIMITS.zipInputMaxLength, inputMode: 'numeric' } }}
                  error={error !== null}
                  helperText={error ?? ' '}
                  sx={{ flex: 1, minWidth: { sm: 180 } }}
                />
                <TextField
                  label="Radius (miles)"
                  type="number"
                  value={radius}
                  onChange={(event) => setRadius(event.target.value)}
                  slotProps={{ htmlInput: { min: LIMITS.radiusMin, max: LIMITS.radiusMax } }}
                  sx={{ width: { sm: 140 }, flexShrink: 0 }}
                />
              </>
            )}
            <Button
              variant="contained"
              onClick={add}
              disabled={create.isPending}
              sx={{ mt: { sm: 1 }, flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              Add alert
            </Button>
          </Stack>
        </SettingsSection>
      </CardContent>
    </Card>
  );
}
