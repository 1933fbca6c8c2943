import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore } from '../../lib/toast';

// Most pages show no toast for a while (the landing page usually never): the region and the Alert,
// Collapse and Portal it brings load with the first toast, not with every page.
const ToastRegion = lazy(async () => ({ default: (await import('./toast-region')).ToastRegion }));

let toastShown = false;
const anyToastShown = () => {
  if (toastStore.getSnapshot().length > 0) toastShown = true;
  return toastShown;
};

/** The toast queue, bottom right (see ToastRegion); nothing is loaded before the first toast. */
export function Toaster() {
  const needed = useSyncExternalStore(toastStore.subscribe, anyToastShown, anyToastShown);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
