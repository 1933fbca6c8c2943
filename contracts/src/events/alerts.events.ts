import { z } from 'zod';
import { defineEvent, type EventOf } from './envelope';

/** What an alert rule watches: words in a title or description, a category, one of one's venues, or a place. */
export const ALERT_KINDS = ['keyword', 'category', 'venue', 'nearby'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The lead times a person may choose for reminders, in minutes; 0 turns them off. */
export const REMIND_BEFORE_CHOICES = [0, 15, 60, 180, 1440] as const;
export const REMIND_BEFORE_DEFAULT = 60;

/**
 * Stream of one person's alert rules: `alert_rules-{userId}`. `value` is the keyword, the category,
 * the source id or the ZIP code; what a person watches is personal data, sealed with their key.
 * `radiusMiles`: a nearby rule's own radius (null: the person's radius from settings).
 */
export const AlertRuleAdded = defineEvent(
  'AlertRuleAdded',
  1,
  z.object({
    userId: z.string(),
    ruleId: z.string(),
    kind: z.enum(ALERT_KINDS),
    value: z.string(),
    radiusMiles: z.number().int().nullable(),
  }),
  ['value'],
);

export const AlertRuleRemoved = defineEvent(
  'AlertRuleRemoved',
  1,
  z.object({ userId: z.string(), ruleId: z.string() }),
);

/** Whom a notice about an event is for, and the event as it stood: its owner, title (sealed with the owner's key) and start. */
const aboutAnEvent = {
  userId: z.string(),
  eventId: z.string(),
  eventOwnerId: z.string(),
  eventTitle: z.string(),
  startDate: z.string(),
};

/**
 * A new event matched one of the person's rules: stream `alert-{userId}-{eventId}`, appended with "no
 * stream", so a person hears of an event once however many rules match it and however often it is
 * rescanned. The title is the event owner's (sealed with their key), the rule's value the person's.
 */
export const AlertMatched = defineEvent(
  'AlertMatched',
  1,
  z.object({
    ...aboutAnEvent,
    ruleId: z.string(),
    ruleKind: z.enum(ALERT_KINDS),
    ruleValue: z.string(),
  }),
  ['eventTitle', 'ruleValue'],
  { eventTitle: { user: 'eventOwnerId' } },
);

/** An event the person was alerted to was cancelled (or deleted): same stream as the alert. */
export const AlertedEventCancelled = defineEvent(
  'AlertedEventCancelled',
  1,
  z.object({ userId: z.string(), eventId: z.string() }),
);

/**
 * The reminder before an event the person is going to or favorited: stream
 * `reminder-{userId}-{eventId}`, appended with "no stream", so it is sent once whichever instance
 * finds it due first.
 */
export const ReminderDue = defineEvent(
  'ReminderDue',
  1,
  z.object({
    ...aboutAnEvent,
    remindBeforeMinutes: z.number().int(),
  }),
  ['eventTitle'],
  { eventTitle: { user: 'eventOwnerId' } },
);

/**
 * Someone favorited an event of the owner's (their own event, or a listing of their venue): stream
 * `favorite_notice-{favoriterId}-{eventId}`, appended with "no stream", so favoriting again and again
 * tells the owner once. `userId` is the owner, who hears of it (with `notifyOnFavorite` on).
 */
export const OwnEventFavorited = defineEvent(
  'OwnEventFavorited',
  1,
  z.object({ userId: z.string(), favoriterId: z.string(), eventId: z.string(), eventTitle: z.string() }),
  ['eventTitle'],
);

export const ALERT_EVENTS = [
  AlertRuleAdded,
  AlertRuleRemoved,
  AlertMatched,
  AlertedEventCancelled,
  ReminderDue,
  OwnEventFavorited,
] as const;

export type AlertRuleAdded = EventOf<typeof AlertRuleAdded>;
export type AlertRuleRemoved = EventOf<typeof AlertRuleRemoved>;
export type AlertMatched = EventOf<typeof AlertMatched>;
export type AlertedEventCancelled = EventOf<typeof AlertedEventCancelled>;
export type ReminderDue = EventOf<typeof ReminderDue>;
export type OwnEventFavorited = EventOf<typeof OwnEventFavorited>;
export type AlertRuleEvent = AlertRuleAdded | AlertRuleRemoved;
