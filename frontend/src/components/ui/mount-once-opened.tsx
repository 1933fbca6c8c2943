import { type ReactNode, Suspense, useState } from 'react';

/**
 * Mounts `children` (typically a lazy dialog) the first time `when` is true, and keeps it mounted
 * afterwards so that it can play its closing transition. Until then neither the component nor the
 * code it loads is part of the page, which keeps the first load light.
 */
export function MountOnceOpened({ when, children }: { when: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(when);
  if (when && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
