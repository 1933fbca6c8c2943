import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { usePendingInvite } from '../hooks/use-pending-invite';
import type { AuthTab } from './auth-tab';
import { ClosingCta } from './closing-cta';
import { DashboardPreview } from './dashboard-preview';
import { Faq } from './faq';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import { InviteBanner } from './invite-banner';
import { LandingFooter } from './landing-footer';
import { LandingTopBar } from './landing-top-bar';
import { Testimonials } from './testimonials';
import { VenueStrip } from './venue-strip';

/**
 * The signed-out home page. It only asks for the auth dialog to open; the dialog, and what happens
 * after sign-in (including accepting a pending invite), belong to the app and the auth feature.
 */
export function LandingPage({ onOpenAuth }: { onOpenAuth: (tab: AuthTab) => void }) {
  const hasInvite = usePendingInvite();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <LandingTopBar onOpenAuth={onOpenAuth} />
      {/* Reserves the fixed bar's height so the banner and hero start below it. */}
      <Toolbar aria-hidden />
      <Box component="main" sx={{ flexGrow: 1, overflowX: 'clip' }}>
        {hasInvite && <InviteBanner />}
        <Hero onOpenAuth={onOpenAuth} />
        <VenueStrip />
        <FeatureCards />
        <DashboardPreview />
        <Testimonials />
        <Faq />
        <ClosingCta onOpenAuth={onOpenAuth} />
      </Box>
      <LandingFooter />
    </Box>
  );
}
