import type { AlertRuleDocument } from '@eventfold/projections';
import { zipCentroid } from '@eventfold/projections';

const KM_PER_MILE = 1.609344;
const EARTH_RADIUS_KM = 6371;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A new event as the matcher sees it, wherever it came from. */
export interface NewEvent {
  eventId: string;
  /** The source's owner, or the event's creator. */
  ownerId: string;
  sourceId: string | null;
  title: string;
  description: string | null;
  /** The source's category; null for an own event. */
  category: string | null;
  startDate: string;
  point: Coordinates | null;
  /** Whoever may find it in Nearby (a venue's listing, a public own event) as well as its owner. */
  public: boolean;
}

/** The person a rule belongs to, as the matcher needs them: where they are and how far they look. */
export interface Watcher {
  userId: string;
  zipCode: string | null;
  preferredRadius: number;
}

/** How the person comes to see the event: their own source's listing or a friend's invitation, or Nearby. */
export type Audience = 'own' | 'nearby';

function milesBetween(a: Coordinates, b: Coordinates): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return (2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))) / KM_PER_MILE;
}

function within(point: Coordinates | null, zip: string | null, radiusMiles: number): boolean {
  if (point === null || zip === null) return false;
  const centre = zipCentroid(zip);
  return centre !== null && milesBetween(centre, point) <= radiusMiles;
}

/** Case and accents aside, so "cafe" finds "Café". */
function folded(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function mentions(event: NewEvent, keyword: string): boolean {
  const wanted = folded(keyword);
  return (
    folded(event.title).includes(wanted) ||
    (event.description !== null && folded(event.description).includes(wanted))
  );
}

/** Whether the rule picks the event, on what the rule itself says. */
function picks(rule: AlertRuleDocument, event: NewEvent, watcher: Watcher): boolean {
  switch (rule.ruleKind) {
    case 'keyword':
      return mentions(event, rule.value);
    case 'category':
      return event.category === rule.value;
    case 'venue':
      return event.sourceId === rule.value;
    case 'nearby':
      return within(event.point, rule.value, rule.radiusMiles ?? watcher.preferredRadius);
    default: {
      const unknown: never = rule.ruleKind;
      return unknown;
    }
  }
}

/**
 * The first of a person's rules (oldest first) that picks a new event, or null. An event found through
 * Nearby must be in the person's area too (their ZIP and radius), unless the rule names a place of its
 * own; a venue rule names one of their own sources, which Nearby never brings.
 */
export function matchingRule(
  rules: readonly AlertRuleDocument[],
  event: NewEvent,
  watcher: Watcher,
  audience: Audience,
): AlertRuleDocument | null {
  const near = audience === 'own' || within(event.point, watcher.zipCode, watcher.preferredRadius);
  for (const rule of rules) {
    if (audience === 'nearby' && rule.ruleKind === 'venue') continue;
    if (audience === 'nearby' && rule.ruleKind !== 'nearby' && !near) continue;
    if (picks(rule, event, watcher)) return rule;
  }
  return null;
}
