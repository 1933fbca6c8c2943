import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@eventfold/contracts';

const DAY_MS = 24 * 3600 * 1000;
/** Pads each event's JSON to ~2 KB, as a scraped description often is. */
const DESCRIPTION = 'Live music, doors at seven. '.repeat(64);

/** A venue and `count` scraped events spread over the 29 days from `monthStart`, as a scan would append them. */
export function venueEvents(
  userId: string,
  count: number,
  monthStart: number,
): { sourceId: string; events: DomainEvent[] } {
  const sourceId = randomUUID();
  const events: DomainEvent[] = [
    {
      type: 'SourceAdded',
      data: {
        sourceId,
        userId,
        name: 'The Hall',
        url: 'https://hall.example',
        category: 'Music Venue',
        timezone: 'America/Chicago',
        isActive: true,
      },
    },
  ];
  for (let index = 0; index < count; index++) {
    const start = monthStart + (index % 29) * DAY_MS + 20 * 3600 * 1000;
    events.push({
      type: 'EventScraped',
      data: {
        eventId: randomUUID(),
        sourceId,
        userId,
        scanId: 'test',
        externalId: `ext-${index}`,
        title: `Show ${index}`,
        description: DESCRIPTION,
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + 2 * 3600 * 1000).toISOString(),
        allDay: false,
        timezone: 'America/Chicago',
        location: '123 Main St',
        url: `https://hall.example/${index}`,
        imageUrl: null,
        tier: 'structured',
      },
    });
  }
  return { sourceId, events };
}
