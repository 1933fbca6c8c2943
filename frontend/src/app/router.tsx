import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RootLayout } from './routes/root-layout';

// Settings and the legal pages load on demand, so the landing page stays light.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      {
        path: '/settings',
        lazy: async () => ({ Component: (await import('./routes/settings')).SettingsRoute }),
      },
      {
        path: '/nearby',
        lazy: async () => ({
          Component: (await import('./routes/nearby')).NearbyRoute,
        }),
      },
      {
        path: '/audit',
        lazy: async () => ({ Component: (await import('./routes/audit')).AuditRoute }),
      },
      {
        path: '/privacy',
        lazy: async () => ({
          Component: (await import('../features/legal/components/privacy-notice-page')).PrivacyNoticePage,
        }),
      },
      {
        path: '/privacy-policy',
        lazy: async () => ({
          Component: (await import('../features/legal/components/privacy-policy-page')).PrivacyPolicyPage,
        }),
      },
      {
        path: '/terms-of-service',
        lazy: async () => ({
          Component: (await import('../features/legal/components/terms-of-service-page')).TermsOfServicePage,
        }),
      },
      {
        path: '/acceptable-use-policy',
        lazy: async () => ({
          Component: (await import('../features/legal/components/acceptable-use-policy-page'))
            .AcceptableUsePolicyPage,
        }),
      },
      {
        path: '/event/:id',
        lazy: async () => ({ Component: (await import('./routes/shared-event')).SharedEventRoute }),
      },
      {
        path: '/invite',
        lazy: async () => ({
          Component: (await import('../features/sharing/components/invite-redirect')).InviteRedirect,
        }),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
