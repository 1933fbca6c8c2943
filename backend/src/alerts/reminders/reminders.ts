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
import { Mailer } from '../../infrastructure/mail/mailer';
import { AlertStreams } from '../alert-streams';
import { BackgroundRounds } from '../background-rounds';
import { NotificationLinks } from '../mail/notification-links';
import { reminderMail, startsAt } from '../mail/notification-mail';
import { dueReminders, LONGEST_LEAD_MINUTES, type DueReminder } from './due-reminders';

export const REMINDER_SETTINGS = Symbol('REMINDER_SETTINGS');
export interface ReminderSettings {
  /** How often instances that run background work look for due reminders and mail digests. */
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
  private readonly rounds = new BackgroundRounds(new Logger('Reminders'), () => this.remind({}));

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REMINDER_SETTINGS) private readonly settings: ReminderSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projections: ProjectionsService,
    private readonly streams: AlertStreams,
    private readonly mailer: Mailer,
    private readonly links: NotificationLinks,
  ) {}

  onApplicationBootstrap(): void {
    // Every instance sweeps: each reminder's own stream decides who sends it.
    if (runsBackgroundWork(this.config)) this.rounds.start(this.settings.sweepMs);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.rounds.stop();
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
    const byId = new Map(users.map((user) => [user._id, user]));
    for (const reminder of dueReminders(now, entries, byId)) {
      if (await this.record(reminder)) await this.mail(reminder, byId.get(reminder.userId));
    }
  }

  /** With `notifyByEmail` on, a reminder goes by e-mail at once too (only from the instance that recorded it). */
  private async mail({ entry }: DueReminder, user: UserDocument | undefined): Promise<void> {
    if (user?.notifyByEmail !== true || user.email === null || !this.mailer.configured) return;
    const when = startsAt(entry.startDate, user.timezone);
    const reminder = { title: entry.title, when, link: this.links.event(entry.eventId) };
    await this.mailer.send(reminderMail(user.email, reminder, this.links.unsubscribe(user._id)));
  }

  /** True: this call recorded the reminder. */
  private record({ userId, entry, remindBeforeMinutes }: DueReminder): Promise<boolean> {
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
    return this.streams.recordOnce(
      reminderStreamId(userId, entry.eventId),
      reminderDecider,
      reminder,
      systemCommandContext('reminder'),
    );
  }
}
