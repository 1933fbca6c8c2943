import { z } from 'zod';
import { multiLineText, singleLineText } from '../domain/safe-text';
import { EVENT_MESSAGES, tooLongMessage } from '../domain/messages';
import { NEARBY_MESSAGES } from '../domain/nearby-messages';
import { EVENT_VISIBILITIES } from '../events/calendar.events';
import { LIMITS } from '../domain/limits';
import { eventDetailsSchema } from '../domain/event-details';
import { TIMEZONE_IDS } from '../domain/timezones';

export const eventSourceSummarySchema = z.object({ id: z.string(), name: z.string(), category: z.string() });

/** An event in the signed-in user's calendar (GET /api/events). Times are ISO 8601 in UTC. */
export const calendarEventSchema = eventDetailsSchema.extend({
  id: z.string(),
  sourceId: z.string().nullable(),
  userId: z.string(),
  externalId: z.string().nullable(),
  favorited: z.boolean(),
  isInvited: z.boolean(),
  /** The friend whose invitation put the event here; null unless isInvited. */
  invitedById: z.string().nullable(),
  /** Who finds the user's own event in Nearby; null for every other event. */
  visibility: z.enum(EVENT_VISIBILITIES).nullable(),
  sharedByMe: z.boolean(),
  /** The user's answer when going or interested (the calendar's chip); null otherwise. */
  rsvp: z.enum(['going', 'interested']).nullable(),
  /** In the calendar only because the user answered it in Nearby: someone else's listing or event. */
  foundNearby: z.boolean(),
  /** null: created by the user. */
  source: eventSourceSummarySchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CalendarEventView = z.infer<typeof calendarEventSchema>;
export const calendarEventListSchema = z.array(calendarEventSchema);

/** A calendar day, or a date and time to the minute, seconds and milliseconds optional (and zero). */
const ISO_DATE_OR_DATE_TIME =
  /^(\d{4})-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

function isWholeMinute(value: string): boolean {
  const [, , seconds, fraction] = ISO_DATE_OR_DATE_TIME.exec(value) ?? [];
  return Number(seconds ?? 0) === 0 && Number(fraction ?? 0) === 0;
}

function yearOf(value: string): number {
  return new Date(Date.parse(value)).getUTCFullYear();
}

const rangeBound = z
  .string({ error: EVENT_MESSAGES.rangeRequired })
  .refine(
    (value) => ISO_DATE_OR_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)),
    EVENT_MESSAGES.rangeNotIso,
  )
  // Answers are cached per range: a range to the millisecond would make every request a new entry.
  .refine(isWholeMinute, EVENT_MESSAGES.rangeNotWholeMinutes)
  .refine((value) => {
    const year = yearOf(value);
    return year >= LIMITS.rangeYearMin && year <= LIMITS.rangeYearMax;
  }, EVENT_MESSAGES.rangeYears);

const isOrdered = (value: { from: string; to: string }) => Date.parse(value.from) < Date.parse(value.to);
const isShortEnough = (value: { from: string; to: string }) =>
  Date.parse(value.to) - Date.parse(value.from) <= LIMITS.rangeMaxDays * 24 * 3600 * 1000;

/** GET /api/events?from&to: events overlapping [from, to). */
export const eventsRangeQuerySchema = z
  .object({ from: rangeBound, to: rangeBound })
  .refine(isOrdered, EVENT_MESSAGES.rangeOrder)
  .refine(isShortEnough, EVENT_MESSAGES.rangeTooLong);

/**
 * GET /api/events/month-counts?from&to&timezone: how many events start in each month of the range,
 * months read in the viewer's zone (an all-day event in its own), as the month view places them.
 * The calendar's first load decides with it whether to jump to a busier month.
 */
export const monthCountsQuerySchema = z
  .object({
    from: rangeBound,
    to: rangeBound,
    timezone: z.enum(TIMEZONE_IDS, { error: EVENT_MESSAGES.unknownTimezone }),
  })
  .refine(isOrdered, EVENT_MESSAGES.rangeOrder)
  .refine(isShortEnough, EVENT_MESSAGES.rangeTooLong);

/** Months (`yyyy-MM`) that have events, in order; months without any are left out. */
export const monthCountsSchema = z.array(
  z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), count: z.number().int().positive() }),
);
export type MonthCount = z.infer<typeof monthCountsSchema>[number];

/** GET /api/events/{id}: what anyone with the link may read; nothing of the owner's private data. */
export const publicEventSchema = eventDetailsSchema.extend({
  id: z.string(),
  source: eventSourceSummarySchema.omit({ id: true }).nullable(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day that exists (no 31 February) in a year a calendar range may reach. */
function isCalendarDayInRangeYears(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= LIMITS.rangeYearMin &&
    year <= LIMITS.rangeYearMax &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}
const YYYY_MM_DD = /^\d{4}-\d{2}-\d{2}$/;

/** POST /api/events (multipart text fields; the optional `image` file is checked separately). */
export const createEventFieldsSchema = z.object({
  title: singleLineText(EVENT_MESSAGES.titleRequired)
    .trim()
    .min(1, EVENT_MESSAGES.titleRequired)
    .max(LIMITS.eventTitleMaxLength, tooLongMessage('Title', LIMITS.eventTitleMaxLength)),
  location: singleLineText(EVENT_MESSAGES.locationRequired)
    .trim()
    .min(1, EVENT_MESSAGES.locationRequired)
    .max(LIMITS.eventLocationMaxLength, tooLongMessage('Location', LIMITS.eventLocationMaxLength)),
  description: multiLineText()
    .trim()
    .max(LIMITS.eventDescriptionMaxLength, tooLongMessage('Description', LIMITS.eventDescriptionMaxLength))
    .optional()
    .default(''),
  date: z
    .string({ error: EVENT_MESSAGES.dateTimeRequired })
    .regex(YYYY_MM_DD, EVENT_MESSAGES.dateTimeRequired)
    // The same years a calendar range may reach: year 0 or 9999 is a typo or a probe, never an event.
    .refine(isCalendarDayInRangeYears, EVENT_MESSAGES.dateOutOfRange),
  timeStart: z
    .string({ error: EVENT_MESSAGES.dateTimeRequired })
    .regex(HH_MM, EVENT_MESSAGES.dateTimeRequired),
  timeEnd: z
    .union([z.literal(''), z.string().regex(HH_MM, 'End time must be HH:mm')])
    .optional()
    .transform((value) => (value ? value : undefined)),
  visibility: z
    .enum(EVENT_VISIBILITIES, { error: NEARBY_MESSAGES.visibilityInvalid })
    .optional()
    .default('private'),
});
export type CreateEventFields = z.input<typeof createEventFieldsSchema>;

/**
 * PATCH /api/events/{id}: the create form's fields again (the whole form, as the edit dialog sends
 * it), JSON or multipart. A new picture comes as `image`; `removeImage` drops the current one; with
 * neither the picture stays. Without `visibility` it stays as it was.
 */
export const updateEventFieldsSchema = createEventFieldsSchema.extend({
  visibility: z.enum(EVENT_VISIBILITIES, { error: NEARBY_MESSAGES.visibilityInvalid }).optional(),
  removeImage: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 'true'),
});
export type UpdateEventFields = z.input<typeof updateEventFieldsSchema>;

export const favoriteResponseSchema = z.object({ eventId: z.string(), favorited: z.boolean() });
export type FavoriteResponse = z.infer<typeof favoriteResponseSchema>;

/** POST /api/events/{id}/share: records the short url row and answers the link to share. */
export const shareResponseSchema = z.object({ shortUrlId: z.string(), url: z.string() });
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/**
 * GET /api/calendar/feed: the private iCalendar feed URL, null until the user makes one.
 * POST /api/calendar/feed: makes one, or a new one that revokes the old.
 * DELETE /api/calendar/feed: switches the feed off (its link answers 404; a POST later makes a new one).
 */
export const calendarFeedSchema = z.object({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const EVENT_IMAGE_MAX_BYTES = LIMITS.imageMaxBytes;
