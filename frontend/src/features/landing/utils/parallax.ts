/**
 * Scroll-to-style mappings for the hero parallax (spec section 2): the first 500 px of scroll move the
 * hero backdrop by up to 150 px, and the first 300 px fade the hero copy from fully visible to hidden.
 * Kept pure so the numbers the spec fixes are tested without a browser.
 */
export const PARALLAX = {
  travelScrollPx: 500,
  maxTravelPx: 150,
  fadeScrollPx: 300,
} as const;

function clamp(value: number, min: number, max: number): number {
  // NaN would otherwise leak into a CSS transform and silently drop the whole declaration.
  if (Number.isNaN(value)) return min;
  return Math.min(Math.max(value, min), max);
}

/** Pixels the hero backdrop moves down for a given window scroll position. */
export function parallaxOffset(scrollY: number): number {
  const progress = clamp(scrollY, 0, PARALLAX.travelScrollPx) / PARALLAX.travelScrollPx;
  return progress * PARALLAX.maxTravelPx;
}

/** Opacity of the hero copy for a given window scroll position, from 1 at the top to 0 at 300 px. */
export function parallaxOpacity(scrollY: number): number {
  return 1 - clamp(scrollY, 0, PARALLAX.fadeScrollPx) / PARALLAX.fadeScrollPx;
}
