import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { codes, radius } from 'zipcodes';
import type { DomainEvent, EventToAppend } from '@eventfold/contracts';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { benchSourceAdded } from './events-api.seed';

export const NEARBY_SOURCES = 500;
export const NEARBY_EVENTS = 50_000;
/** The signed-in user's ZIP (Lincoln Park, Chicago); a tenth of the venues stand within 20 miles of it. */
export const BENCH_ZIP = '60614';
const LOCAL_SOURCES = 50;
const DAY_MS = 24 * 3600 * 1000;

function plain(event: DomainEvent, userId: string): EventToAppend {
  return {
    id: randomUUID(),
    type: event.type,
    version: 1,
    data: event.data,
    metadata: { userId, correlationId: 'bench', causationId: 'bench', occurredAt: new Date().toISOString() },
  };
}

/** Where the venues stand: 50 around the bench user, the rest spread over every US ZIP in order. */
function venueZips(): string[] {
  const local = (radius(BENCH_ZIP, 20) as string[]).slice(0, LOCAL_SOURCES);
  const national = Object.values(codes)
    .filter((entry) => entry.country === 'US')
    .map((entry) => entry.zip)
    .sort();
  const step = Math.floor(national.length / (NEARBY_SOURCES - local.length));
  const spread = Array.from({ length: NEARBY_SOURCES - local.length }, (_, index) => national[index * step]!);
  return [...local, ...spread];
}

/**
 * 500 venues of 500 users, 100 events each over the coming year, every location naming a real US ZIP,
 * appended to the log as the scan worker would; the server's projections place them on start.
 */
export async function seedNearby(dataDir: string): Promise<void> {
  const store = SqliteEventStore.open(path.join(dataDir, 'events.sqlite'));
  const perSource = NEARBY_EVENTS / NEARBY_SOURCES;
  const now = Date.now();
  try {
    for (const [source, zip] of venueZips().entries()) {
      const sourceId = randomUUID();
      const userId = `nearby-user-${source}`;
      const entry = codes[zip]!;
      const events: DomainEvent[] = [benchSourceAdded(sourceId, userId, source)];
      for (let index = 0; index < perSource; index++) {
        const start = now + ((index * 37 + source) % 365) * DAY_MS + 2 * 3600 * 1000;
        events.push({
          type: 'EventScraped',
          data: {
            eventId: randomUUID(),
            sourceId,
            userId,
            scanId: 'bench',
            externalId: `ext-${index}`,
            title: `Show ${source}-${index}`,
            description: 'An evening of live music, doors at seven.',
            startDate: new Date(start).toISOString(),
            endDate: new Date(start + 3 * 3600 * 1000).toISOString(),
            allDay: false,
            timezone: 'America/Chicago',
            location: `Venue ${source}, 123 Main St, ${entry.city}, ${entry.state} ${zip}`,
            url: `https://venue${source}.example/${index}`,
            imageUrl: null,
            tier: 'structured',
          },
        });
      }
      await store.appendToStream(
        `source-${sourceId}`,
        events.map((event) => plain(event, userId)),
        'no_stream',
      );
    }
  } finally {
    await store.close();
  }
}
