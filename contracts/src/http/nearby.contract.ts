import { z } from 'zod';
import { CATEGORIES } from '../domain/categories';
import { eventDetailsSchema } from '../domain/event-details';
import { SETTINGS_MESSAGES, SOURCE_MESSAGES } from '../domain/messages';
import { ZIP_CODE_PATTERN } from '../domain/limits';
import { RSVP_STATUSES } from '../events/rsvp.events';
import { EVENT_VISIBILITIES } from '../events/calendar.events';
import { radiusSchema } from './user.contract';

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

const isoDate = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'from and to must be ISO dates');

/**
 * GET /api/events/nearby: `zip` and `radius` default to the user's settings; `from` defaults to now and
 * `to` to 30 days after `from`.
 */
export const nearbyQuerySchema = z
  .object({
    zip: z.preprocess(
      emptyAsMissing,
      z
        .string()
        .trim()
        .refine((value) => ZIP_CODE_PATTERN.test(value), SETTINGS_MESSAGES.zipInvalid)
        .optional(),
    ),
    radius: z.preprocess(emptyAsMissing, radiusSchema.optional()),
    from: z.preprocess(emptyAsMissing, isoDate.optional()),
    to: z.preprocess(emptyAsMissing, isoDate.optional()),
    category: z.preprocess(
      emptyAsMissing,
      z.enum(CATEGORIES, { error: SOURCE_MESSAGES.unknownCategory }).optional(),
    ),
  })
  .refine(
    (value) =>
      value.from === undefined || value.to === undefined || Date.parse(value.from) < Date.parse(value.to),
    'from must be before to',
  )
  .refine(
    (value) =>
      value.from === undefined ||
      value.to === undefined ||
      Date.parse(value.to) - Date.parse(value.from) <= 400 * 24 * 3600 * 1000,
    'The range may span at most 400 days',
  );
export type NearbyQuery = z.output<typeof nearbyQuerySchema>;

export const rsvpCountsSchema = z.object({ going: z.number().int(), interested: z.number().int() });
export type RsvpCounts = z.infer<typeof rsvpCountsSchema>;

/** A place an event is listed: every source that lists one real-world event stays on its page. */
export const nearbyListingSchema = z.object({
  sourceId: z.string(),
  name: z.string(),
  url: z.string().nullable(),
});

/** One real-world event near the center, however many sources list it. */
export const nearbyEventSchema = eventDetailsSchema.extend({
  id: z.string(),
  category: z.string(),
  /** The event's own user (own events) or null (venue listings). */
  ownerId: z.string().nullable(),
  visibility: z.enum(EVENT_VISIBILITIES),
  listings: z.array(nearbyListingSchema),
  /** The ZIP its location names; null when the page's own coordinates placed it and it names none. */
  zipCode: z.string().nullable(),
  distanceMiles: z.number(),
  rsvpCounts: rsvpCountsSchema,
  myRsvp: z.enum(RSVP_STATUSES).nullable(),
  favorited: z.boolean(),
});
export type NearbyEvent = z.infer<typeof nearbyEventSchema>;

export const nearbyResponseSchema = z.object({
  center: z.object({ zip: z.string(), latitude: z.number(), longitude: z.number() }),
  radius: z.number(),
  events: z.array(nearbyEventSchema),
});
export type NearbyResponse = z.infer<typeof nearbyResponseSchema>;
