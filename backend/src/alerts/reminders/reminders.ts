import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { ReminderDue } from '@eventfold/contracts';
import type { CalendarDocument, CalendarEventDocument, UserDocument } from '@eventfold/projections';
import { APP_CONFIG, runsBackgroundWork, type AppConfig } from '../../config/app-config';
import { systemCommandContext } from '../../infrastructure/events/causation';
import type { Decider } from '../../infrastructure/events/command-handling';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { CLOCK, type Clock } from '../../infrastructure/clock';
import { AlertStreams } from '../alert-streams';
import { dueReminders, LONGEST_LEAD_MINUTES, type DueReminder } from './due-reminders';

export const REMINDER_SETTINGS = Symbol('REMINDER_SETTINGS');
export interface ReminderSettings {
  /** How often instances that run background work look for due reminders. */
  sweepMs: number;
}

export function loadReminderSettings(env: NodeJS.ProcessEnv = process.env): ReminderSettings {
  const sweepMs = Number(env['REMINDER_SWEEP_MS'] ?? 15_000);
  return { sweepMs: Number.isFinite(sweepMs) && sweepMs >= 50 ? sweepMs : 15_000 };
}

export function reminderStreamId(userId: string, eventId: string): string {
  return `reminder-${userId}-${eventId}`;
}

/** A reminder is sent once: its stream either holds it or not. */
const reminderDecider: Decider<boolean, ReminderDue, ReminderDue> = {
  initialState: () => false,
  evolve: () => true,
  decide: (reminder, sent) => (sent ? [] : [reminder]),
};

/**
 * Reminders before events people are going to or favorited, at each person's lead time. Every
 * instance that runs background work sweeps the calendar read model; a due reminder is appended to
 * its own stream with "no stream", so whichever instance finds it first sends it and the others
 * (and every later sweep) record nothing. The time comes from the injected clock.
 */
@Injectable()
export class Reminders implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Reminders');
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REMINDER_SETTINGS) private readonly settings: ReminderSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projections: ProjectionsService,
    private readonly streams: AlertStreams,
  ) {}

  onApplicationBootstrap(): void {
    if (!runsBackgroundWork(this.config)) return;
    this.timer = setInterval(() => void this.sweep(), this.settings.sweepMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    await this.sweeping;
  }

  /** One sweep at a time over everyone's entries starting within the longest lead time. */
  sweep(): Promise<void> {
    this.sweeping ??= this.remind({})
      .catch((error: unknown) => this.logger.error({ msg: 'reminder sweep failed', err: error }))
      .finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  /** At once for one person (they just marked an event or changed their lead time). */
  forUser(userId: string): Promise<void> {
    return this.remind({ userId });
  }

  private async remind(scope: { userId?: string }): Promise<void> {
    const now = this.clock.now();
    const horizon = new Date(now.getTime() + LONGEST_LEAD_MINUTES * 60_000);
    const entries = (await this.projections.collection<CalendarDocument>('calendar').find({
      ...scope,
      kind: 'event',
      startDate: { $gt: now.toISOString(), $lte: horizon.toISOString() },
      $or: [{ rsvp: 'going' }, { favorited: true }],
    })) as CalendarEventDocument[];
    if (entries.length === 0) return;
    const userIds = [...new Set(entries.map((entry) => entry.userId))];
    const users = await this.projections.collection<UserDocument>('users').find({ _id: { $in: userIds } });
    const due = dueReminders(now, entries, new Map(users.map((user) => [user._id, user])));
    for (const reminder of due) await this.record(reminder);
  }

  private async record({ userId, entry, remindBeforeMinutes }: DueReminder): Promise<void> {
    const reminder: ReminderDue = {
      type: 'ReminderDue',
      data: {
        userId,
        eventId: entry.eventId,
        // An invitation's title is the inviter's (erased with them); any other copy is the person's own.
        eventOwnerId: entry.isInvited && entry.invitedById !== null ? entry.invitedById : userId,
        eventTitle: entry.title,
        startDate: entry.startDate,
        remindBeforeMinutes,
      },
    };
    await this.streams.recordOnce(
      reminderStreamId(userId, entry.eventId),
      reminderDecider,
      reminder,
      systemCommandContext('reminder'),
    );
  }
}
