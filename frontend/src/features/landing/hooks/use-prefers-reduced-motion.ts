import useMediaQuery from '@mui/material/useMediaQuery';

/** True when the visitor asked the system for less motion; the count-up and parallax then stand still. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
