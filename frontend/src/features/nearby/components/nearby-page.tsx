import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { SubPageLayout } from '../../../components/layout/sub-page-layout';
import { DEFAULT_TIMEZONE, LIMITS, NEARBY_MESSAGES, type CurrentUser } from '@eventfold/contracts';
import { useNearbyEvents, type NearbySearch } from '../api/get-nearby-events';
import { groupByDay } from '../nearby-days';
import { readNearbySearchParams, withNearbySearchParams } from '../nearby-search-params';
import { NearbyControls } from './nearby-controls';
import { NearbyEmptyState } from './nearby-empty-state';
import { NearbyEventCard } from './nearby-event-card';

/** What to offer beside a person listed on an event (the app adds "Add Friend"). */
export type RenderPersonAction = (person: { id: string; name: string }) => ReactNode;

export function NearbyPage({ renderPersonAction }: { renderPersonAction?: RenderPersonAction }) {
  return (
    <SubPageLayout>
      {(user) => <NearbyResults key={user.id} user={user} renderPersonAction={renderPersonAction} />}
    </SubPageLayout>
  );
}

function NearbyResults({
  user,
  renderPersonAction,
}: {
  user: CurrentUser;
  renderPersonAction?: RenderPersonAction;
}) {
  const timezone = user.timezone || DEFAULT_TIMEZONE;
  // ZIP and radius live in the address (a reload or a shared link keeps them); the settings fill what it lacks.
  const [searchParams, setSearchParams] = useSearchParams();
  const [category, setCategory] = useState<string | null>(null);
  const inAddress = readNearbySearchParams(searchParams);
  const search: NearbySearch = {
    zip: inAddress.zip ?? user.zipCode ?? '',
    radius: inAddress.radius ?? (user.preferredRadius || LIMITS.radiusDefault),
    category,
  };
  const setSearch = (next: NearbySearch) => {
    setCategory(next.category);
    // Replace, not push: each change of ZIP or radius is no page of its own to go back to.
    setSearchParams((current) => withNearbySearchParams(current, next), { replace: true });
  };
  // Without a ZIP here or in Settings the server can only answer "set your ZIP": say it without asking.
  const hasZip = search.zip.trim() !== '';
  const nearby = useNearbyEvents(search, hasZip);
  const answer = hasZip ? nearby.data : undefined;
  const days = answer ? groupByDay(answer.events, timezone) : [];
  const errorMessage = hasZip ? nearby.error?.message : NEARBY_MESSAGES.zipToType;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          Nearby Events
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {answer
            ? `Within ${answer.radius} miles of ${answer.center.zip}, in the next 30 days`
            : 'Events from every venue and member near you'}
        </Typography>
      </Box>
      <NearbyControls search={search} onChange={setSearch} />
      {nearby.isFetching && <LinearProgress aria-label="Loading nearby events" />}
      {errorMessage && (
        <Alert severity={errorMessage === NEARBY_MESSAGES.zipToType ? 'info' : 'error'}>
          {errorMessage}
          {errorMessage === NEARBY_MESSAGES.zipToType && (
            <>
              {' '}
              <Link component={RouterLink} to="/settings">
                Open Settings
              </Link>
            </>
          )}
        </Alert>
      )}
      {answer && !errorMessage && answer.events.length === 0 && (
        <NearbyEmptyState radius={answer.radius} onWiden={(radius) => setSearch({ ...search, radius })} />
      )}
      {!errorMessage &&
        days.map((day) => (
          <Box component="section" key={day.key} aria-label={day.label}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {day.label}
            </Typography>
            <Stack spacing={1.5}>
              {day.events.map((event) => (
                <NearbyEventCard
                  key={event.id}
                  event={event}
                  timezone={timezone}
                  viewerId={user.id}
                  renderPersonAction={renderPersonAction}
                />
              ))}
            </Stack>
          </Box>
        ))}
    </Stack>
  );
}
