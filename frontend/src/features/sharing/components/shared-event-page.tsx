import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DEFAULT_TIMEZONE, type PublicEvent } from '@eventfold/contracts';
import { Brand } from '../../../components/ui/brand';
import { useSession } from '../../../lib/session';
import { usePublicEvent } from '../api/get-public-event';
import { DiscoverPromo } from './discover-promo';
import { SharedEventCard } from './shared-event-card';
import { useDocumentTitle } from '../../../lib/document-title';
import { EventNotFound, SharedEventSkeleton } from './shared-event-states';

export interface EventDetailsSlot {
  event: PublicEvent;
  open: boolean;
  timezone: string;
  onClose: () => void;
}

interface SharedEventPageProps {
  /** The full-details dialog; the app supplies the calendar's (features do not import each other). */
  renderDetails: (slot: EventDetailsSlot) => ReactNode;
  /** Opens sign-up for a visitor without an account. */
  onSignUp: () => void;
  /** For a signed-in viewer: saving the event to their calendar, favorite and RSVP (the app's). */
  renderViewerActions?: (event: PublicEvent) => ReactNode;
}

/** `/event/{id}`: one event for anyone with the link; `?invite=true` adds an invitation banner. */
export function SharedEventPage({ renderDetails, onSignUp, renderViewerActions }: SharedEventPageProps) {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const query = usePublicEvent(id);
  const [detailsOpen, setDetailsOpen] = useState(false);
  useDocumentTitle(query.data?.title ?? (query.isError ? 'Event Not Found' : 'Event'));
  const timezone = session.user?.timezone || DEFAULT_TIMEZONE;
  const anonymous = session.status === 'unauthenticated';
  const signedIn = session.status === 'authenticated';

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <Link component={RouterLink} to="/" color="inherit" underline="none" aria-label="Eventfold home">
            <Brand />
          </Link>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={3}>
          {searchParams.get('invite') === 'true' && (
            <Alert severity="info" variant="outlined">
              You&apos;ve been invited to this event!
              {anonymous && ' Sign up or sign in to save it to your own calendar.'}
              {signedIn && ' Save it to your calendar, favorite it or RSVP below.'}
            </Alert>
          )}
          {query.isPending ? (
            <SharedEventSkeleton />
          ) : query.isError ? (
            <EventNotFound />
          ) : (
            <SharedEventCard
              event={query.data}
              timezone={timezone}
              anonymous={anonymous}
              onViewDetails={() => setDetailsOpen(true)}
              onSignUp={onSignUp}
            />
          )}
          {signedIn && query.data && renderViewerActions?.(query.data)}
          {anonymous && <DiscoverPromo />}
        </Stack>
      </Container>
      {query.data &&
        renderDetails({
          event: query.data,
          open: detailsOpen,
          timezone,
          onClose: () => {
            setDetailsOpen(false);
            void navigate('/');
          },
        })}
    </Box>
  );
}
