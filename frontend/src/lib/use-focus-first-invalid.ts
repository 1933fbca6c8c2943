import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a save that failed on the client: brings the first field marked invalid into view and
 * focuses it, since its message may sit far above the Save button. The marks render first, so the
 * search runs after the next commit.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const containerRef = useRef<T>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0) return;
    const field = containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  }, [request]);

  const focusFirstInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { containerRef, focusFirstInvalid };
}
