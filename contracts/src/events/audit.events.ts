import { z } from 'zod';
import { defineEvent, type EventOf } from './envelope';

/**
 * Stream `auditors`: who may read other users' histories. One stream for every grant and revoke, so
 * the list is one short fold and the CLI needs no read model. `by` names who did it: a user id, or
 * `os:<name>` for the operating-system user running the CLI.
 */
export const AuditorGranted = defineEvent(
  'AuditorGranted',
  1,
  z.object({ userId: z.string(), by: z.string() }),
);
export const AuditorRevoked = defineEvent(
  'AuditorRevoked',
  1,
  z.object({ userId: z.string(), by: z.string() }),
);

export const AUDIT_VIEWS = ['users', 'history', 'history.jsonl', 'calendar'] as const;

/**
 * Stream `audit_views-{auditorId}`: every audit read, so that auditors are audited too. `userId` is
 * the subject (null for a search); `details` is what the auditor asked (filters, instant), personal
 * data of the subject and so encrypted with the subject's key. A search keeps no query text, only
 * the ids it found.
 */
export const AuditRecordViewed = defineEvent(
  'AuditRecordViewed',
  1,
  z.object({
    auditorId: z.string(),
    userId: z.string().nullable(),
    what: z.enum(AUDIT_VIEWS),
    details: z.string().nullable(),
    resultUserIds: z.array(z.string()),
  }),
  ['details'],
);

export const AUDIT_EVENTS = [AuditorGranted, AuditorRevoked, AuditRecordViewed] as const;

export type AuditorGranted = EventOf<typeof AuditorGranted>;
export type AuditorRevoked = EventOf<typeof AuditorRevoked>;
export type AuditRecordViewed = EventOf<typeof AuditRecordViewed>;
export type AuditEvent = AuditorGranted | AuditorRevoked | AuditRecordViewed;
