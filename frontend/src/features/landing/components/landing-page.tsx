import { lazy, Suspense, useDeferredValue, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useNearViewport } from '../hooks/use-near-viewport';
import { usePendingInvite } from '../hooks/use-pending-invite';
import { inviteTokenFrom } from '../../../lib/pending-invite';
import { hasWaitingEventInvite } from '../../../lib/post-login-redirect';
import type { AuthTab } from './auth-tab';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import { LandingTopBar } from './landing-top-bar';
import { VenueStrip } from './venue-strip';

// Everything below the features (preview, testimonials, FAQ, closing call, footer) is one chunk that
// loads as the visitor scrolls towards it: a first visit's script stays light (issue 13 item 4).
const loadLowerSections = () => import('./lower-sections');
const LowerSections = lazy(async () => ({ default: (await loadLowerSections()).LowerSections }));
const LandingFooter = lazy(async () => ({ default: (await loadLowerSections()).LandingFooter }));
// The invite banner (and the Alert it is made of) is for the few who come through an invite link:
// its code loads at once for them, and not at all for everyone else.
const loadInviteBanner = () => import('./invite-banner');
const InviteBanner = lazy(async () => ({ default: (await loadInviteBanner()).InviteBanner }));
if (typeof window !== 'undefined' && inviteTokenFrom(window.location.search) !== null)
  void loadInviteBanner();
/** The kept post-login path changes only by sign-in, which leaves this page. */
const noSubscription = () => () => {};
/** Loads them when they are this close to the viewport, so that they are usually in before they show. */
const APPROACH_MARGIN = '600px';

/** Holds the lower sections' place (about a screen) until they are in, so the page does not end early. */
function LowerSectionsPlaceholder({ ref }: { ref?: (element: Element | null) => void }) {
  return <Box ref={ref} aria-hidden sx={{ minHeight: '100vh' }} />;
}

/**
 * The signed-out home page. It only asks for the auth dialog to open; the dialog, and what happens
 * after sign-in (including accepting a pending invite), belong to the app and the auth feature.
 */
export function LandingPage({ onOpenAuth }: { onOpenAuth: (tab: AuthTab) => void }) {
  const hasInvite = usePendingInvite();
  // The server draws this page without the visitor's storage: false there and while hydrating.
  const eventInvite = useSyncExternalStore(noSubscription, hasWaitingEventInvite, () => false);
  const [lowerSectionsRef, lowerSectionsNear] = useNearViewport(APPROACH_MARGIN);
  // What lies below the hero is put on the page by a second, deferred render: the first commit (its
  // DOM and styles, one task that cannot be cut) holds only the top bar and the hero, which a phone
  // shows first; the rest follows a moment later, before anyone scrolls to it.
  const belowHero = useDeferredValue(true, false);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <LandingTopBar onOpenAuth={onOpenAuth} />
      {/* Reserves the fixed bar's height so the banner and hero start below it. */}
      <Toolbar aria-hidden />
      <Box component="main" sx={{ flexGrow: 1, overflowX: 'clip' }}>
        {(hasInvite || eventInvite) && (
          <Suspense fallback={null}>
            <InviteBanner kind={hasInvite ? 'friend' : 'event'} />
          </Suspense>
        )}
        <Hero onOpenAuth={onOpenAuth} />
        {belowHero && <VenueStrip />}
        {belowHero && <FeatureCards />}
        {!belowHero ? (
          <LowerSectionsPlaceholder />
        ) : lowerSectionsNear ? (
          <Suspense fallback={<LowerSectionsPlaceholder />}>
            <LowerSections onOpenAuth={onOpenAuth} />
          </Suspense>
        ) : (
          <LowerSectionsPlaceholder ref={lowerSectionsRef} />
        )}
      </Box>
      {lowerSectionsNear && (
        <Suspense fallback={null}>
          <LandingFooter />
        </Suspense>
      )}
    </Box>
  );
}
