import { type DateTime } from 'luxon';
import { type MonthCount } from '@eventfold/contracts';
import { busiestMonthIfCurrentEmpty } from './calendar-stats';

/**
 * What the first-load jump does with an answer of the month counts. A first run has no events yet
 * (the venue's scan lands seconds after the calendar mounts), so an answer without any event is no
 * verdict: the jump keeps waiting for the counts that show some, and happens then, once.
 */
export type FirstRunJump = { kind: 'jump'; month: DateTime } | { kind: 'stay' } | { kind: 'wait' };

export function decideFirstRunJump(
  counts: readonly MonthCount[],
  currentMonth: DateTime,
  zone: string,
  /** The person went to a place themselves (or a reload brought one back): never move them. */
  moved: boolean,
): FirstRunJump {
  if (moved) return { kind: 'stay' };
  if (!counts.some((entry) => entry.count > 0)) return { kind: 'wait' };
  const month = busiestMonthIfCurrentEmpty(counts, currentMonth, zone);
  return month ? { kind: 'jump', month } : { kind: 'stay' };
}
