import type { AuthTab } from './auth-tab';
import { ClosingCta } from './closing-cta';
import { DashboardPreview } from './dashboard-preview';
import { Faq } from './faq';
import { Testimonials } from './testimonials';

export { LandingFooter } from './landing-footer';

/** The landing page's sections below the features: one chunk, loaded as the visitor approaches it. */
export function LowerSections({ onOpenAuth }: { onOpenAuth: (tab: AuthTab) => void }) {
  return (
    <>
      <DashboardPreview />
      <Testimonials />
      <Faq />
      <ClosingCta onOpenAuth={onOpenAuth} />
    </>
  );
}
