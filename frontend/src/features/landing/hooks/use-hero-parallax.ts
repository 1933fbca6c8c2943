import { useEffect, useRef } from 'react';
import { parallaxOffset, parallaxOpacity } from '../utils/parallax';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * Drives the hero parallax: the backdrop drifts down and the copy fades as the page scrolls.
 * Styles are written straight to the two elements once per animation frame, so scrolling never
 * re-renders the hero (and its running counters) and never does more work than the screen can show.
 */
export function useHeroParallax<Backdrop extends HTMLElement, Copy extends HTMLElement>() {
  const backdropRef = useRef<Backdrop>(null);
  const copyRef = useRef<Copy>(null);
  const reduceMotion = usePrefersReducedMotion();

  useEffect(() => {
    const backdrop = backdropRef.current;
    const copy = copyRef.current;
    if (reduceMotion || !backdrop || !copy) return;

    let frame = 0;
    const apply = () => {
      frame = 0;
      const scrollY = window.scrollY;
      backdrop.style.transform = `translate3d(0, ${parallaxOffset(scrollY)}px, 0)`;
      copy.style.opacity = String(parallaxOpacity(scrollY));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(apply);
    };

    // A reload can restore a scrolled position, so the first frame must reflect it (read in that frame:
    // reading the scroll position now would force a layout of the page just committed).
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
      backdrop.style.transform = '';
      copy.style.opacity = '';
    };
  }, [reduceMotion]);

  return { backdropRef, copyRef };
}
