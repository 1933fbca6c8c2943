import { REMIND_BEFORE_DEFAULT } from '@eventfold/contracts';
import type { CalendarEventDocument, UserDocument } from '@eventfold/projections';

const MINUTE_MS = 60_000;

/** The longest lead time offered (1 day): nothing further off can be due. */
export const LONGEST_LEAD_MINUTES = 1440;

export interface DueReminder {
  userId: string;
  entry: CalendarEventDocument;
  remindBeforeMinutes: number;
}

/** Whether the person wants to be reminded of this calendar entry: they are going, or it is a favorite. */
export function wantsReminder(entry: CalendarEventDocument): boolean {
  return entry.rsvp === 'going' || entry.favorited;
}

/**
 * The entries whose reminder is due at `now`: not started, and starting within the person's lead time
 * (reminders off: none). One due already when the person marked it is due at once.
 */
export function dueReminders(
  now: Date,
  entries: readonly CalendarEventDocument[],
  users: ReadonlyMap<string, Pick<UserDocument, 'remindBeforeMinutes'>>,
): DueReminder[] {
  const due: DueReminder[] = [];
  for (const entry of entries) {
    const user = users.get(entry.userId);
    if (user === undefined || !wantsReminder(entry)) continue;
    const lead = user.remindBeforeMinutes ?? REMIND_BEFORE_DEFAULT;
    const start = Date.parse(entry.startDate);
    if (lead <= 0 || Number.isNaN(start) || start <= now.getTime()) continue;
    if (start - lead * MINUTE_MS <= now.getTime())
      due.push({ userId: entry.userId, entry, remindBeforeMinutes: lead });
  }
  return due;
}
