import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { TIMINGS_MS } from '@eventfold/contracts/domain/limits';

/** A new route starts at the top, after the screen has had a moment to render. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0, left: 0 }), TIMINGS_MS.routeScroll);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}
