import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { SOCIAL_MESSAGES } from '@eventfold/contracts/domain/messages';

/**
 * Tells a visitor who arrived through a friend's invite link, or an event invitation's link, what to
 * do next.
 */
export function InviteBanner({ kind }: { kind: 'friend' | 'event' }) {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 } }}>
      <Alert severity="info" variant="outlined" role="status" sx={{ bgcolor: 'background.paper' }}>
        {kind === 'friend' ? SOCIAL_MESSAGES.pendingInviteBanner : SOCIAL_MESSAGES.waitingEventInviteBanner}
      </Alert>
    </Container>
  );
}
