import { DateTime } from 'luxon';
import type { NearbyEvent } from '@eventfold/contracts';
import { fullDate } from '../../lib/dates';

export interface NearbyDay {
  key: string;
  label: string;
  events: NearbyEvent[];
}

/** Events (already by start, then distance) grouped under their day in the viewer's zone; all-day ones in their own. */
export function groupByDay(events: readonly NearbyEvent[], viewerZone: string): NearbyDay[] {
  const days: NearbyDay[] = [];
  for (const event of events) {
    const zone = event.allDay ? event.timezone || viewerZone : viewerZone;
    const day = DateTime.fromISO(event.startDate, { zone }).startOf('day');
    const key = day.toISODate() ?? 'invalid';
    const last = days[days.length - 1];
    if (last?.key === key) last.events.push(event);
    else days.push({ key, label: fullDate(day), events: [event] });
  }
  return days;
}

/** "0.4 mi", "12 mi": a tenth below ten miles, whole miles beyond. */
export function distanceLabel(miles: number): string {
  return miles < 10 ? `${miles.toFixed(1)} mi` : `${Math.round(miles)} mi`;
}

/** "3 going · 1 interested", or null when nobody answered yet. */
export function rsvpSummary(counts: NearbyEvent['rsvpCounts']): string | null {
  const parts = [];
  if (counts.going > 0) parts.push(`${counts.going} going`);
  if (counts.interested > 0) parts.push(`${counts.interested} interested`);
  return parts.length === 0 ? null : parts.join(' · ');
}
