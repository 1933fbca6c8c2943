import { z } from 'zod';
import { singleLineText } from '../domain/safe-text';
import { CATEGORIES, categorySchema, DEFAULT_CATEGORY } from '../domain/categories';
import { LIMITS } from '../domain/limits';
import { SOURCE_MESSAGES, tooLongMessage } from '../domain/messages';
import { timezoneSchema } from '../domain/timezones';
import { scanReportSchema } from '../events/scan-report';
import { SOURCE_STATUSES } from '../events/sources.events';
import { zipCodeSchema } from './user.contract';

const NAME_TOO_LONG = tooLongMessage('Name', LIMITS.nameMaxLength);

/** A venue's US ZIP, validated like the settings ZIP; blank or null clears it. */
const sourceZipCodeSchema = zipCodeSchema.nullable().transform((value) => value || null);

/** http and https only; anything `new URL` cannot read, or another scheme, gets the spec's message. */
export const sourceUrlSchema = z
  .string({ error: SOURCE_MESSAGES.invalidUrl })
  .trim()
  .max(LIMITS.urlMaxLength, tooLongMessage('The URL', LIMITS.urlMaxLength))
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, SOURCE_MESSAGES.invalidUrl);

export const eventSourceSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  url: z.string(),
  category: z.string(),
  timezone: z.string(),
  isActive: z.boolean(),
  lastScraped: z.string().nullable(),
  eventCount: z.number().int(),
  status: z.enum(SOURCE_STATUSES),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the last scan found and skipped, and why; null before the first report. */
  lastScanReport: scanReportSchema.nullable(),
  /** Where the venue is: Nearby places its listings that name no place of their own there. */
  zipCode: z.string().nullable(),
  /** The ZIP was found on the venue's page by a scan, not typed by the user. */
  zipCodeFoundOnPage: z.boolean(),
  /** The titles a taught pattern was learnt from (issue 25); null when nobody taught the page. */
  taughtExamples: z.array(z.string()).nullable(),
  /** The taught pattern read nothing on the last scan: the site changed, and it was read automatically. */
  taughtPageChanged: z.boolean(),
});
export type EventSource = z.infer<typeof eventSourceSchema>;
export const eventSourceListSchema = z.array(eventSourceSchema);

/** POST /api/event-sources. A blank name is derived from the URL's host on the server. */
export const createEventSourceSchema = z.object({
  name: singleLineText().trim().max(LIMITS.nameMaxLength, NAME_TOO_LONG).optional().default(''),
  url: sourceUrlSchema,
  category: z
    .union([z.literal(''), categorySchema], { error: SOURCE_MESSAGES.unknownCategory })
    .optional()
    .transform((value) => (value ? value : DEFAULT_CATEGORY)),
  isActive: z.boolean().optional().default(true),
  timezone: timezoneSchema.optional(),
  zipCode: sourceZipCodeSchema.optional().transform((value) => value ?? null),
});
export type CreateEventSourceInput = z.input<typeof createEventSourceSchema>;

/** PATCH /api/event-sources/{id}: the edit dialog's three required fields and the optional ZIP. */
export const updateEventSourceSchema = z.object({
  name: singleLineText(SOURCE_MESSAGES.nameRequired)
    .trim()
    .min(1, SOURCE_MESSAGES.nameRequired)
    .max(LIMITS.nameMaxLength, NAME_TOO_LONG),
  url: sourceUrlSchema,
  category: z
    .string({ error: SOURCE_MESSAGES.categoryRequired })
    .min(1, SOURCE_MESSAGES.categoryRequired)
    .pipe(z.enum(CATEGORIES, { error: SOURCE_MESSAGES.unknownCategory })),
  /** Absent keeps the source's ZIP (clients that predate it); blank clears it. */
  zipCode: sourceZipCodeSchema.optional(),
});
export type UpdateEventSourceInput = z.input<typeof updateEventSourceSchema>;

/** The host without a leading "www.", else "Event Source". */
export function deriveSourceName(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./i, '');
    return host || SOURCE_MESSAGES.defaultSourceName;
  } catch {
    return SOURCE_MESSAGES.defaultSourceName;
  }
}

/** GET /api/scraping-status: the signed-in user's current refresh. */
export const scrapingStatusSchema = z.object({
  isActive: z.boolean(),
  completed: z.number().int(),
  total: z.number().int(),
  successCount: z.number().int(),
  errorCount: z.number().int(),
  rateLimited: z.boolean(),
  /** Milliseconds. */
  estimatedTimeRemaining: z.number().nullable(),
  currentSource: z.string().nullable(),
});
export type ScrapingStatus = z.infer<typeof scrapingStatusSchema>;

/** POST /api/event-sources/refresh-all and /{id}/scrape. */
export const scanStartedSchema = z.object({ started: z.number().int(), message: z.string() });
export type ScanStarted = z.infer<typeof scanStartedSchema>;
