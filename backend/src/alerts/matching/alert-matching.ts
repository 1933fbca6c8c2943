import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import {
  type AlertMatched,
  type AlertedEventCancelled,
  type EventStore,
  type ReadDocument,
  type ReadStore,
  type StoredEvent,
} from '@eventfold/contracts';
import {
  type AlertedEventDocument,
  type AlertRuleDocument,
  type AlertsDocument,
  type NearbyDocument,
  type NearbyEventDocument,
  type ProjectedEvent,
  type SourceDocument,
  type UserDocument,
} from '@eventfold/projections';
import { APP_CONFIG, runsBackgroundWork, type AppConfig } from '../../config/app-config';
import type { Decider } from '../../infrastructure/events/command-handling';
import { reactionContext } from '../../infrastructure/events/causation';
import { EventSerializer } from '../../infrastructure/events/event-serializer';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { INSTANCE_ID } from '../../infrastructure/instance-id';
import { EVENT_STORE, READ_STORE } from '../../infrastructure/stores.tokens';
import { AlertStreams } from '../alert-streams';
import { BackgroundRounds } from '../background-rounds';
import { Reminders } from '../reminders/reminders';
import { FavoriteNotices } from './favorite-notices';
import { matchingRule, type Audience, type NewEvent, type Watcher } from './alert-match';

export const ALERT_MATCHING_LEASE = 'alert-matching';
const CHECKPOINTS = 'automation_checkpoints';
const POLL_MS = 1000;
const BATCH = 500;

interface CheckpointDocument extends ReadDocument {
  position: string;
}

/** The events that bring a new event to someone, and those that cancel one. */
const NEW_EVENTS = new Set(['EventScraped', 'EventCreated', 'EventInvitationSent']);
const CANCELLING = new Set(['ScrapedEventCancelled', 'EventDeleted']);
/** What can make a reminder due at once: marking an event, or a longer lead time. */
const MARKING = new Set(['EventFavorited', 'RsvpChanged', 'PreferencesChanged']);

export function alertStreamId(userId: string, eventId: string): string {
  return `alert-${userId}-${eventId}`;
}

type AlertStreamEvent = AlertMatched | AlertedEventCancelled;
type AlertState = 'none' | 'alerted' | 'cancelled';

/** Once per person and event: a second match finds the stream and records nothing, as does a second cancel. */
const alertDecider: Decider<AlertState, AlertStreamEvent, AlertStreamEvent> = {
  initialState: () => 'none',
  evolve: (_state, event) => (event.type === 'AlertMatched' ? 'alerted' : 'cancelled'),
  decide: (event, state) => {
    if (event.type === 'AlertMatched') return state === 'none' ? [event] : [];
    return state === 'alerted' ? [event] : [];
  },
};

/** A candidate for one person: the event as they would see it, and how they come to see it. */
interface Candidate {
  event: NewEvent;
  /** Who sees it without Nearby: the source's owner, or the invitee. */
  ownAudience: string[];
}

/**
 * Alert matching, following the log: each new event (a venue listing, a public own event, a friend's
 * invitation) is matched against the rules that existed before it, and every person it matches gets
 * one `AlertMatched` in a stream of their own for that event, appended with "no stream": a rescan,
 * a restart or a second instance doing the same work records nothing twice. Only the holder of the
 * `alert-matching` lease follows the log; its checkpoint is shared, and the read models it consults
 * (rules, sources, places) are waited for up to each batch's last position.
 */
@Injectable()
export class AlertMatching implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly rounds: BackgroundRounds;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(INSTANCE_ID) holder: string,
    private readonly projections: ProjectionsService,
    private readonly serializer: EventSerializer,
    private readonly streams: AlertStreams,
    private readonly reminders: Reminders,
    private readonly favorites: FavoriteNotices,
  ) {
    // A failed round is retried from the same checkpoint by the next.
    this.rounds = new BackgroundRounds(new Logger('AlertMatching'), () => this.follow(), {
      readStore,
      name: ALERT_MATCHING_LEASE,
      holder,
      ttlMs: 30_000,
    });
  }

  onApplicationBootstrap(): void {
    if (runsBackgroundWork(this.config)) this.rounds.start(POLL_MS);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.rounds.stop();
  }

  private async follow(): Promise<void> {
    let after = await this.checkpoint();
    for (;;) {
      const batch = await this.eventStore.readAll({ after, maxCount: BATCH });
      const last = batch.at(-1);
      if (last === undefined) return;
      if (!(await this.projections.reached(last.position))) return;
      await this.handle(batch);
      after = last.position;
      await this.saveCheckpoint(after);
      if (batch.length < BATCH) return;
    }
  }

  /** Where to go on from; the first time, from the oldest rule (nothing before it can match). */
  private async checkpoint(): Promise<bigint> {
    const saved = await this.readStore
      .collection<CheckpointDocument>(CHECKPOINTS)
      .findOne({ _id: ALERT_MATCHING_LEASE });
    if (saved !== null) return BigInt(saved.position);
    const [oldest] = await this.alerts().find({ kind: 'rule' }, { sort: { since: 1 }, limit: 1 });
    return oldest === undefined
      ? await this.eventStore.headPosition()
      : BigInt((oldest as AlertRuleDocument).since);
  }

  private async saveCheckpoint(position: bigint): Promise<void> {
    await this.readStore
      .collection<CheckpointDocument>(CHECKPOINTS)
      .updateOne(
        { _id: ALERT_MATCHING_LEASE },
        { $set: { position: position.toString() } },
        { upsert: true },
      );
  }

  private async handle(batch: readonly StoredEvent[]): Promise<void> {
    const marking = new Set(
      batch.filter((event) => MARKING.has(event.type)).map((event) => event.data['userId']),
    );
    for (const userId of marking) if (typeof userId === 'string') await this.reminders.forUser(userId);
    for (const stored of batch) if (stored.type === 'EventFavorited') await this.favorites.record(stored);
    const relevant = batch.filter((event) => NEW_EVENTS.has(event.type) || CANCELLING.has(event.type));
    if (relevant.length === 0) return;
    const rules = (await this.alerts().find({ kind: 'rule' }, { sort: { since: 1 } })) as AlertRuleDocument[];
    for (const stored of relevant) {
      const event = await this.serializer.deserialize(stored);
      if (event === null) continue;
      if (CANCELLING.has(event.type)) await this.cancel(stored, String(event.data['eventId']));
      else if (rules.length > 0) await this.match(stored, event, rules);
    }
  }

  private async match(
    stored: StoredEvent,
    event: ProjectedEvent,
    allRules: AlertRuleDocument[],
  ): Promise<void> {
    const candidate = await this.candidate(event);
    if (candidate === null) return;
    const { event: found, ownAudience } = candidate;
    // An event that has begun is no news.
    if (Date.parse(found.startDate) <= Date.parse(event.metadata.occurredAt)) return;
    const rules = allRules.filter((rule) => BigInt(rule.since) < stored.position);
    const byUser = new Map<string, AlertRuleDocument[]>();
    for (const rule of rules) {
      if (!found.public && !ownAudience.includes(rule.userId)) continue;
      byUser.set(rule.userId, [...(byUser.get(rule.userId) ?? []), rule]);
    }
    if (byUser.size === 0) return;
    const watchers = await this.watchers([...byUser.keys()]);
    for (const [userId, own] of byUser) {
      // One's own event is no news to oneself.
      if (userId === found.ownerId && found.sourceId === null) continue;
      const watcher = watchers.get(userId);
      if (watcher === undefined) continue;
      const audience: Audience = ownAudience.includes(userId) ? 'own' : 'nearby';
      const rule = matchingRule(own, found, watcher, audience);
      if (rule === null) continue;
      await this.record(userId, found.eventId, stored, {
        type: 'AlertMatched',
        data: {
          userId,
          eventId: found.eventId,
          eventOwnerId: found.ownerId,
          eventTitle: found.title,
          startDate: found.startDate,
          ruleId: rule.ruleId,
          ruleKind: rule.ruleKind,
          ruleValue: rule.value,
        },
      });
    }
  }

  /** Everyone alerted to the event hears that it is off. */
  private async cancel(stored: StoredEvent, eventId: string): Promise<void> {
    const alerted = (await this.alerts().find({ kind: 'alerted', eventId })) as AlertedEventDocument[];
    for (const { userId } of alerted)
      await this.record(userId, eventId, stored, {
        type: 'AlertedEventCancelled',
        data: { userId, eventId },
      });
  }

  private record(
    userId: string,
    eventId: string,
    cause: StoredEvent,
    event: AlertStreamEvent,
  ): Promise<boolean> {
    return this.streams.recordOnce(
      alertStreamId(userId, eventId),
      alertDecider,
      event,
      reactionContext(cause),
    );
  }

  /** The new event as the matcher reads it, with its place and category from the read models. */
  private async candidate(event: ProjectedEvent): Promise<Candidate | null> {
    const data = event.data as Record<string, unknown>;
    const eventId = String(data['eventId']);
    const nearby = (await this.projections
      .collection<NearbyDocument>('nearby')
      .findOne({ _id: eventId })) as NearbyEventDocument | null;
    const point =
      nearby?.point === null || nearby?.point === undefined
        ? null
        : { longitude: nearby.point.coordinates[0], latitude: nearby.point.coordinates[1] };
    switch (event.type) {
      case 'EventScraped': {
        const sourceId = String(data['sourceId']);
        const source = await this.projections
          .collection<SourceDocument>('sources')
          .findOne({ _id: sourceId });
        const ownerId = String(data['userId']);
        return {
          event: {
            eventId,
            ownerId,
            sourceId,
            title: String(data['title']),
            description: (data['description'] as string | null) ?? null,
            category: source?.category ?? null,
            startDate: String(data['startDate']),
            point,
            public: true,
          },
          ownAudience: [ownerId],
        };
      }
      case 'EventCreated': {
        const title = data['title'] as string | null;
        if (title === null || data['visibility'] !== 'public') return null;
        return {
          event: {
            eventId,
            ownerId: String(data['userId']),
            sourceId: null,
            title,
            description: (data['description'] as string | null) ?? null,
            category: null,
            startDate: String(data['startDate']),
            point,
            public: true,
          },
          ownAudience: [],
        };
      }
      case 'EventInvitationSent': {
        const snapshot = data['event'] as {
          title: string;
          description: string | null;
          startDate: string;
        } | null;
        if (snapshot === null) return null;
        return {
          event: {
            eventId,
            ownerId: String(data['inviterId']),
            sourceId: null,
            title: snapshot.title,
            description: snapshot.description,
            category: null,
            startDate: snapshot.startDate,
            point,
            public: false,
          },
          ownAudience: [String(data['inviteeId'])],
        };
      }
      default:
        return null;
    }
  }

  private async watchers(userIds: string[]): Promise<Map<string, Watcher>> {
    const users = await this.projections.collection<UserDocument>('users').find({ _id: { $in: userIds } });
    return new Map(
      users.map((user) => [
        user._id,
        { userId: user._id, zipCode: user.zipCode, preferredRadius: user.preferredRadius },
      ]),
    );
  }

  private alerts() {
    return this.projections.collection<AlertsDocument>('alerts');
  }
}
