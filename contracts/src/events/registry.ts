import { type EventDefinition, type EventOf } from './envelope';
import { IDENTITY_EVENTS } from './identity.events';
import { SOURCE_EVENTS } from './sources.events';
import { CALENDAR_EVENTS } from './calendar.events';
import { ANALYTICS_DOMAIN_EVENTS } from './analytics.events';
import { SOCIAL_EVENTS } from './social.events';
import { AUDIT_EVENTS } from './audit.events';
import { RSVP_EVENTS } from './rsvp.events';
import { GOOGLE_CALENDAR_EVENTS } from './google-calendar.events';
import { ALERT_EVENTS } from './alerts.events';
import type { z } from 'zod';

type AnyDefinition = EventDefinition<string, z.ZodObject>;

/** Every current event definition. Bounded contexts add theirs here. */
const ALL_EVENT_DEFINITIONS = [
  ...IDENTITY_EVENTS,
  ...SOURCE_EVENTS,
  ...CALENDAR_EVENTS,
  ...ANALYTICS_DOMAIN_EVENTS,
  ...SOCIAL_EVENTS,
  ...AUDIT_EVENTS,
  ...RSVP_EVENTS,
  ...GOOGLE_CALENDAR_EVENTS,
  ...ALERT_EVENTS,
] as const;

/** Every current domain event, as a union narrowed by `type`. */
export type KnownDomainEvent = EventOf<(typeof ALL_EVENT_DEFINITIONS)[number]>;

/** Every current event definition, by type. */
export const EVENT_DEFINITIONS: ReadonlyMap<string, AnyDefinition> = new Map(
  ALL_EVENT_DEFINITIONS.map((definition) => [definition.type, definition as unknown as AnyDefinition]),
);

export function eventDefinition(type: string): AnyDefinition | undefined {
  return EVENT_DEFINITIONS.get(type);
}
