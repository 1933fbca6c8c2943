import { z } from 'zod';
import { CATEGORIES } from '../domain/category-names';
import { LIMITS, ZIP_CODE_PATTERN } from '../domain/limits';
import { SETTINGS_MESSAGES, tooLongMessage } from '../domain/messages';
import { singleLineText } from '../domain/safe-text';
import { ALERT_KINDS, REMIND_BEFORE_CHOICES } from '../events/alerts.events';

export const ALERT_LIMITS = {
  /** Rules one person may keep. */
  rulesMax: 50,
  valueMaxLength: 100,
} as const;

export const ALERT_MESSAGES = {
  kindInvalid: 'Choose what the alert watches: keyword, category, venue or nearby.',
  valueRequired: 'Enter what the alert watches.',
  valueTooLong: tooLongMessage('An alert', ALERT_LIMITS.valueMaxLength),
  categoryUnknown: 'Choose one of the 11 categories.',
  venueUnknown: 'Choose one of your venues.',
  radiusInvalid: 'Radius must be between 1 and 100 miles.',
  tooMany: `You can have at most ${ALERT_LIMITS.rulesMax} alerts.`,
  duplicate: 'You already have this alert.',
  notFound: 'Alert not found',
  zipInvalid: SETTINGS_MESSAGES.zipInvalid,
} as const;

/** POST /api/alerts. A venue is checked against the person's sources by the server. */
export const createAlertRuleSchema = z
  .object({
    kind: z.enum(ALERT_KINDS, { error: ALERT_MESSAGES.kindInvalid }),
    value: singleLineText(ALERT_MESSAGES.valueRequired)
      .trim()
      .min(1, ALERT_MESSAGES.valueRequired)
      .max(ALERT_LIMITS.valueMaxLength, ALERT_MESSAGES.valueTooLong),
    radiusMiles: z
      .number({ error: ALERT_MESSAGES.radiusInvalid })
      .int(ALERT_MESSAGES.radiusInvalid)
      .min(LIMITS.radiusMin, ALERT_MESSAGES.radiusInvalid)
      .max(LIMITS.radiusMax, ALERT_MESSAGES.radiusInvalid)
      .nullish(),
  })
  .superRefine((rule, context) => {
    if (rule.kind === 'category' && !(CATEGORIES as readonly string[]).includes(rule.value))
      context.addIssue({ code: 'custom', path: ['value'], message: ALERT_MESSAGES.categoryUnknown });
    if (rule.kind === 'nearby' && !ZIP_CODE_PATTERN.test(rule.value))
      context.addIssue({ code: 'custom', path: ['value'], message: ALERT_MESSAGES.zipInvalid });
  })
  // A radius belongs to a nearby rule only; another kind keeps none.
  .transform((rule) => ({
    ...rule,
    radiusMiles: rule.kind === 'nearby' ? (rule.radiusMiles ?? null) : null,
  }));
export type CreateAlertRule = z.infer<typeof createAlertRuleSchema>;

/** DELETE /api/alerts/{id}: rule ids are UUIDs, anything else names no rule. */
export const alertRuleIdSchema = z.uuid({ error: ALERT_MESSAGES.notFound });

/** GET /api/alerts items and the answer of POST /api/alerts. */
export const alertRuleSchema = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  value: z.string(),
  /** A nearby rule's radius (null: the person's radius from settings); absent for other kinds. */
  radiusMiles: z.number().int().nullable().optional(),
  createdAt: z.string(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;
export const alertRuleListSchema = z.array(alertRuleSchema);

export const REMINDER_MESSAGES = {
  leadInvalid: 'Choose a reminder time: off, 15 minutes, 1 hour, 3 hours or 1 day before.',
} as const;
export const remindBeforeMinutesSchema = z
  .number({ error: REMINDER_MESSAGES.leadInvalid })
  .refine(
    (value) => (REMIND_BEFORE_CHOICES as readonly number[]).includes(value),
    REMINDER_MESSAGES.leadInvalid,
  );

export const EMAIL_MESSAGES = {
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribed: 'You will get no more e-mail from Eventfold. You can turn it on again in your settings.',
} as const;

/** POST /api/email/unsubscribe: the token of the link in every notification mail. */
export const unsubscribeSchema = z.object({
  token: z
    .string({ error: EMAIL_MESSAGES.unsubscribeInvalid })
    .min(1, EMAIL_MESSAGES.unsubscribeInvalid)
    .max(200, EMAIL_MESSAGES.unsubscribeInvalid),
});
export type UnsubscribeRequest = z.infer<typeof unsubscribeSchema>;
export const unsubscribeResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** GET /api/email/status: whether this server sends mail at all (SMTP_URL), for the settings switch. */
export const emailStatusSchema = z.object({ available: z.boolean() });
export type EmailStatus = z.infer<typeof emailStatusSchema>;
