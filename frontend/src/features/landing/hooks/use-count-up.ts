import { useEffect, useState } from 'react';
import { COUNT_UP_STEPS, TIMINGS_MS } from '@eventfold/contracts/domain/limits';
import { countUpValue } from '../utils/count-up';

export interface CountUpOptions {
  durationMs?: number;
  steps?: number;
  /** When false the counter shows its target at once (used for prefers-reduced-motion). */
  animate?: boolean;
}

/**
 * Counts from 0 up to `target` in `steps` equal ticks spread over `durationMs` (spec: 2000 ms, 50 steps).
 * One interval drives the ticks and is cleared on the last one, so nothing keeps running afterwards.
 */
export function useCountUp(
  target: number,
  { durationMs = TIMINGS_MS.countUpDuration, steps = COUNT_UP_STEPS, animate = true }: CountUpOptions = {},
): number {
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!animate || steps <= 0) return;
    let current = 0;
    const timer = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= steps) clearInterval(timer);
    }, durationMs / steps);
    return () => clearInterval(timer);
  }, [target, durationMs, steps, animate]);

  return animate ? countUpValue(target, step, steps) : target;
}
