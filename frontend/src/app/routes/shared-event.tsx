import { useState } from 'react';
import { AuthDialog } from '../../features/auth/components/auth-dialog';
import { EventDetailDialog } from '../../features/calendar/components/event-detail-dialog';
import { SharedEventPage } from '../../features/sharing/components/shared-event-page';
import { SharedEventActions } from './shared-event-actions';

/** `/event/{id}`: the sharing page, with the calendar's detail dialog and the sign-up dialog. */
export function SharedEventRoute() {
  const [signUpOpen, setSignUpOpen] = useState(false);
  return (
    <>
      <SharedEventPage
        onSignUp={() => setSignUpOpen(true)}
        renderViewerActions={(event) => <SharedEventActions event={event} />}
        renderDetails={({ event, open, timezone, onClose }) => (
          <EventDetailDialog event={event} open={open} timezone={timezone} onClose={onClose} />
        )}
      />
      <AuthDialog
        key={String(signUpOpen)}
        open={signUpOpen}
        initialTab="register"
        onClose={() => setSignUpOpen(false)}
      />
    </>
  );
}
