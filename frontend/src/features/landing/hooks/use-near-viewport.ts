import { useEffect, useState } from 'react';

/**
 * True once the element the returned ref is given comes within `rootMargin` of the viewport, or the
 * visitor presses Tab (a keyboard user must be able to reach what lies further down without
 * scrolling first). It stays true. Without IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport(rootMargin: string): [(element: Element | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<Element | null>(null);

  useEffect(() => {
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setNear(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [near, element, rootMargin]);

  // The state setter is the ref: stable across renders, and it sets the element to watch.
  return [setElement, near];
}
