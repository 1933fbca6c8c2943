import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Outlet, Route, Routes, StaticRouter } from 'react-router-dom';
import { PageSpinner } from '../components/ui/page-spinner';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RootLayout } from './routes/root-layout';
import { WithQueryClient } from './with-query-client';

// Every screen but `/` loads on demand, so the landing page stays light. Declarative routes (not
// createBrowserRouter): nothing here uses loaders or actions, and the data router's code weighed
// about a third of the landing page's own script. Navigations run in a transition, so the screen
// being left stays up while the next one's chunk loads.
const SettingsRoute = lazy(async () => ({ default: (await import('./routes/settings')).SettingsRoute }));
const NearbyRoute = lazy(async () => ({ default: (await import('./routes/nearby')).NearbyRoute }));
const AuditRoute = lazy(async () => ({ default: (await import('./routes/audit')).AuditRoute }));
const PrivacyNoticePage = lazy(async () => ({
  default: (await import('../features/legal/components/privacy-notice-page')).PrivacyNoticePage,
}));
const PrivacyPolicyPage = lazy(async () => ({
  default: (await import('../features/legal/components/privacy-policy-page')).PrivacyPolicyPage,
}));
const TermsOfServicePage = lazy(async () => ({
  default: (await import('../features/legal/components/terms-of-service-page')).TermsOfServicePage,
}));
const AcceptableUsePolicyPage = lazy(async () => ({
  default: (await import('../features/legal/components/acceptable-use-policy-page')).AcceptableUsePolicyPage,
}));
const SharedEventRoute = lazy(async () => ({
  default: (await import('./routes/shared-event')).SharedEventRoute,
}));
const UnsubscribePage = lazy(async () => ({
  default: (await import('../features/settings/components/unsubscribe-page')).UnsubscribePage,
}));
const InviteRedirect = lazy(async () => ({
  default: (await import('../features/sharing/components/invite-redirect')).InviteRedirect,
}));

/** The browser's router, or on the server a fixed `location` (the page being rendered). */
function Router({ location, children }: { location: string | undefined; children: ReactNode }) {
  if (location === undefined) return <BrowserRouter>{children}</BrowserRouter>;
  return <StaticRouter location={location}>{children}</StaticRouter>;
}

export function AppRouter({ location }: { location?: string }) {
  return (
    <Router location={location}>
      <Suspense fallback={<PageSpinner label="Loading..." />}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="/" element={<HomeRoute />} />
            <Route
              element={
                <WithQueryClient>
                  <Outlet />
                </WithQueryClient>
              }
            >
              <Route path="/settings" element={<SettingsRoute />} />
              <Route path="/nearby" element={<NearbyRoute />} />
              <Route path="/audit" element={<AuditRoute />} />
              <Route path="/privacy" element={<PrivacyNoticePage />} />
              <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
              <Route path="/terms-of-service" element={<TermsOfServicePage />} />
              <Route path="/acceptable-use-policy" element={<AcceptableUsePolicyPage />} />
              <Route path="/event/:id" element={<SharedEventRoute />} />
              <Route path="/invite" element={<InviteRedirect />} />
              <Route path="/unsubscribe" element={<UnsubscribePage />} />
            </Route>
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Routes>
      </Suspense>
    </Router>
  );
}
