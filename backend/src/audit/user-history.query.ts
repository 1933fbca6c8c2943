import { Inject, Injectable } from '@nestjs/common';
import type {
  AuditHistoryItem,
  AuditHistoryPage,
  AuditHistoryQuery,
  EventCoordinates,
  EventStore,
  Filter,
} from '@eventfold/contracts';
import { positionKey, type ProjectedEvent, type UserHistoryDocument } from '@eventfold/projections';
import { EventSerializer } from '../infrastructure/events/event-serializer';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { EVENT_STORE } from '../infrastructure/stores.tokens';
import { toHistoryItem } from './history-item';

export type HistoryFilters = Omit<AuditHistoryQuery, 'cursor' | 'limit'>;

function coordinatesOf(row: UserHistoryDocument): EventCoordinates {
  return { streamId: row.streamId, revision: row.revision, position: BigInt(row._position) };
}

/** Rows read per round while streaming a whole history. */
const STREAM_PAGE = 500;

/**
 * A user's history through the per-user index (`user_history`): only their rows are read, then
 * exactly those events from the log, decrypted for the auditor.
 */
@Injectable()
export class UserHistoryQuery {
  constructor(
    private readonly projections: ProjectionsService,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly serializer: EventSerializer,
  ) {}

  async page(userId: string, query: AuditHistoryQuery): Promise<AuditHistoryPage> {
    const rows = await this.rows(
      userId,
      query,
      query.cursor === undefined ? null : BigInt(query.cursor),
      query.limit + 1,
    );
    const page = rows.slice(0, query.limit);
    const items = await this.items(page);
    const last = page[page.length - 1];
    return {
      items,
      nextCursor: rows.length > query.limit && last !== undefined ? BigInt(last._position).toString() : null,
    };
  }

  /** Every matching entry, a page at a time, so any length streams in bounded memory. */
  async *all(userId: string, filters: HistoryFilters): AsyncGenerator<AuditHistoryItem> {
    let after: bigint | null = null;
    for (;;) {
      const rows = await this.rows(userId, filters, after, STREAM_PAGE);
      for (const item of await this.items(rows)) yield item;
      const last = rows[rows.length - 1];
      if (rows.length < STREAM_PAGE || last === undefined) return;
      after = BigInt(last._position);
    }
  }

  /** The user's events up to and including `asOf`, in log order, as projections see them. */
  async eventsUntil(userId: string, asOf: Date): Promise<ProjectedEvent[]> {
    const rows = await this.collection().find(
      { userId, occurredAt: { $lte: asOf.toISOString() } },
      { sort: { _position: 1 } },
    );
    const stored = await this.eventStore.readEventsAt(rows.map(coordinatesOf));
    const events: ProjectedEvent[] = [];
    for (const event of stored) {
      const projected = await this.serializer.deserialize(event);
      if (projected !== null) events.push(projected);
    }
    return events;
  }

  private rows(
    userId: string,
    filters: HistoryFilters,
    after: bigint | null,
    limit: number,
  ): Promise<UserHistoryDocument[]> {
    const filter: Filter = { userId };
    if (after !== null) filter['_position'] = { $gt: positionKey(after) };
    const time: Record<string, string> = {};
    if (filters.from !== undefined) time['$gte'] = new Date(filters.from).toISOString();
    if (filters.to !== undefined) time['$lt'] = new Date(filters.to).toISOString();
    if (Object.keys(time).length > 0) filter['occurredAt'] = time;
    const types = (filters.type ?? '')
      .split(',')
      .map((type) => type.trim())
      .filter((type) => type !== '');
    if (types.length > 0) filter['type'] = { $in: types };
    return this.collection().find(filter, { sort: { _position: 1 }, limit });
  }

  private async items(rows: readonly UserHistoryDocument[]): Promise<AuditHistoryItem[]> {
    const stored = await this.eventStore.readEventsAt(rows.map(coordinatesOf));
    const items: AuditHistoryItem[] = [];
    for (const event of stored) {
      const item = await toHistoryItem(this.serializer.deserialize, event);
      if (item !== null) items.push(item);
    }
    return items;
  }

  private collection() {
    return this.projections.collection<UserHistoryDocument>('user_history');
  }
}
