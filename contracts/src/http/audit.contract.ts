import { z } from 'zod';
import { AUDIT_MESSAGES } from '../domain/messages';

/** A user as an auditor finds them. */
export const auditUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type AuditUser = z.infer<typeof auditUserSchema>;

/** GET /api/audit/access: whether the signed-in user may audit (401/403 otherwise); reads nobody's data. */
export const auditAccessSchema = z.object({ auditor: z.literal(true) });
export type AuditAccess = z.infer<typeof auditAccessSchema>;

export const auditUsersQuerySchema = z.object({ query: z.string().trim().max(200).default('') });

const isoInstant = z.iso.datetime({ offset: true });

export const HISTORY_PAGE_LIMIT = { default: 100, max: 1000 } as const;

/** `from`/`to` bound the event's time (inclusive, exclusive), `type` is a comma-separated list. */
export const auditHistoryQuerySchema = z.object({
  from: isoInstant.optional(),
  to: isoInstant.optional(),
  type: z.string().trim().max(2000).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,20}$/, AUDIT_MESSAGES.invalidCursor)
    .optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_LIMIT.max).default(HISTORY_PAGE_LIMIT.default),
});
export type AuditHistoryQuery = z.output<typeof auditHistoryQuerySchema>;

export const auditHistoryItemSchema = z.object({
  /** The global log position, as a decimal string (it may exceed 2^53). */
  position: z.string(),
  streamId: z.string(),
  type: z.string(),
  version: z.number().int(),
  occurredAt: z.string(),
  actorId: z.string().nullable(),
  correlationId: z.string(),
  causationId: z.string(),
  /** The event's own id: other events name it as their causationId. */
  eventId: z.string(),
  summary: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type AuditHistoryItem = z.infer<typeof auditHistoryItemSchema>;

export const auditHistoryPageSchema = z.object({
  items: z.array(auditHistoryItemSchema),
  nextCursor: z.string().nullable(),
});
export type AuditHistoryPage = z.infer<typeof auditHistoryPageSchema>;

/** The instant of a time-travel query; its range is GET /api/events' (eventsRangeQuerySchema). */
export const auditAsOfQuerySchema = z.object({
  asOf: z.iso.datetime({ offset: true, message: AUDIT_MESSAGES.invalidInstant }),
});
