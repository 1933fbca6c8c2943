import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { ReadDocument, ReadStore } from '@eventfold/contracts';
import {
  type NotificationInboxDocument,
  type NotificationItem,
  type UserDocument,
} from '@eventfold/projections';
import { APP_CONFIG, runsBackgroundWork, type AppConfig } from '../../config/app-config';
import { CLOCK, type Clock } from '../../infrastructure/clock';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { INSTANCE_ID } from '../../infrastructure/instance-id';
import { Mailer } from '../../infrastructure/mail/mailer';
import { READ_STORE } from '../../infrastructure/stores.tokens';
import { BackgroundRounds } from '../background-rounds';
import { REMINDER_SETTINGS, type ReminderSettings } from '../reminders/reminders';
import { digestMail, type DigestLine } from './notification-mail';
import { NotificationLinks } from './notification-links';

export const MAIL_DIGEST_LEASE = 'mail-digest';
const DIGESTS = 'mail_digests';
/** After a mail, the next waits this long, gathering what happens meanwhile. */
export const DIGEST_SPACING_MS = 10 * 60_000;
/** The most lines one digest lists (the newest). */
const DIGEST_MAX_LINES = 20;

/** Alerts and the activity the notification switches name; the bell already honoured the switches. */
const DIGESTED: ReadonlySet<NotificationItem['type']> = new Set([
  'alert',
  'like',
  'comment',
  'friend_request',
]);

/** Per person: the newest bell item a mail has covered, and when the last one went. */
interface DigestDocument extends ReadDocument {
  lastItem: string;
  lastSentAt: string | null;
}

const displayName = (user: UserDocument | undefined) =>
  user?.name || [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'Someone';

function eventTitle(item: NotificationItem): string {
  const title = item.data['eventTitle'];
  return typeof title === 'string' && title.trim() !== '' ? title : 'an event';
}

/**
 * E-mail digests of the bell, for people with `notifyByEmail` on: alerts, likes, comments, favorites and friend
 * requests since the last mail. After a quiet spell the first goes at the next sweep (within a
 * minute); then at most one per person every 10 minutes. One holder of the `mail-digest` lease sends,
 * and each mail is claimed by a compare-and-set on the person's digest state before it goes.
 */
@Injectable()
export class MailDigests implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly rounds: BackgroundRounds;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REMINDER_SETTINGS) private readonly settings: ReminderSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(INSTANCE_ID) holder: string,
    private readonly projections: ProjectionsService,
    private readonly mailer: Mailer,
    private readonly links: NotificationLinks,
  ) {
    this.rounds = new BackgroundRounds(new Logger('MailDigests'), () => this.sweep(), {
      readStore,
      name: MAIL_DIGEST_LEASE,
      holder,
      ttlMs: 60_000,
    });
  }

  onApplicationBootstrap(): void {
    if (runsBackgroundWork(this.config) && this.mailer.configured) this.rounds.start(this.settings.sweepMs);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.rounds.stop();
  }

  private async sweep(): Promise<void> {
    const users = await this.projections.collection<UserDocument>('users').find({ notifyByEmail: true });
    for (const user of users) if (user.email !== null) await this.digestFor(user, user.email);
  }

  private async digestFor(user: UserDocument, email: string): Promise<void> {
    const inbox = await this.projections
      .collection<NotificationInboxDocument>('notifications')
      .findOne({ _id: user._id });
    const hidden = new Set([...(inbox?.blocked ?? []), ...(inbox?.blockedBy ?? [])]);
    const items = (inbox?.items ?? []).filter((item) => DIGESTED.has(item.type) && !hidden.has(item.actorId));
    const newest = items[0]?.id ?? '0';
    const digests = this.readStore.collection<DigestDocument>(DIGESTS);
    const state = await digests.findOne({ _id: user._id });
    if (state === null) {
      // Mail starts now: what the bell held before is not news by e-mail.
      await digests.insertOne({ _id: user._id, lastItem: newest, lastSentAt: null }).catch(() => undefined);
      return;
    }
    const fresh = items.filter((item) => BigInt(item.id) > BigInt(state.lastItem)).slice(0, DIGEST_MAX_LINES);
    if (fresh.length === 0) return;
    const now = this.clock.now();
    if (state.lastSentAt !== null && now.getTime() - Date.parse(state.lastSentAt) < DIGEST_SPACING_MS) return;
    const claim = await digests.updateOne(
      { _id: user._id, lastItem: state.lastItem },
      { $set: { lastItem: newest, lastSentAt: now.toISOString() } },
    );
    if (claim.matchedCount === 0) return;
    const lines = await this.lines(fresh);
    const sent = await this.mailer.send(digestMail(email, lines, this.links.unsubscribe(user._id)));
    // Not sent: the next sweep tries again with the same items.
    if (!sent)
      await digests.updateOne(
        { _id: user._id, lastItem: newest },
        { $set: { lastItem: state.lastItem, lastSentAt: state.lastSentAt } },
      );
  }

  private async lines(items: readonly NotificationItem[]): Promise<DigestLine[]> {
    const actorIds = [...new Set(items.map((item) => item.actorId))];
    const actors = await this.projections.collection<UserDocument>('users').find({ _id: { $in: actorIds } });
    const actor = (item: NotificationItem) => displayName(actors.find((user) => user._id === item.actorId));
    return items.map((item) => {
      const link = item.eventId === null ? this.links.home() : this.links.event(item.eventId);
      switch (item.type) {
        case 'like':
          return { text: `${actor(item)} liked your event ${eventTitle(item)}`, link };
        case 'comment':
          return { text: `${actor(item)} commented on ${eventTitle(item)}`, link };
        case 'favorite':
          return { text: `${actor(item)} favorited your event ${eventTitle(item)}`, link };
        case 'friend_request':
          return { text: `${actor(item)} sent you a friend request`, link };
        default:
          return item.data['cancelled'] === true
            ? { text: `${eventTitle(item)} was cancelled`, link }
            : { text: `New event for your alert: ${eventTitle(item)}`, link };
      }
    });
  }
}
