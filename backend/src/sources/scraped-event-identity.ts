import { createHash } from 'node:crypto';
import type { ScrapedEventFields } from '@eventfold/contracts';

/** Fixed namespace of scraped-event ids (a random UUID, chosen once; changing it would re-key every event). */
const SCRAPED_EVENT_NAMESPACE = 'f1b7c3a2-5d4e-4b8f-9a6c-2e0d7b9c4f31';

/**
 * A UUID v5 (RFC 9562) from the source and the scanner's externalId: a rescan finds the same event
 * id for the same listing, so it updates that event instead of adding a copy, on any server.
 */
export function scrapedEventId(sourceId: string, externalId: string): string {
  const namespace = Buffer.from(SCRAPED_EVENT_NAMESPACE.replace(/-/g, ''), 'hex');
  const bytes = createHash('sha1')
    .update(namespace)
    .update(`${sourceId}\n${externalId}`, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What a user would see change. The tier is left out: the same listing found by another tier after
 * a page redesign is not news to the calendar.
 */
export function scrapedFieldsHash(fields: Omit<ScrapedEventFields, 'externalId' | 'tier'>): string {
  const visible = [
    fields.title,
    fields.description,
    fields.startDate,
    fields.endDate,
    fields.allDay,
    fields.timezone,
    fields.location,
    fields.url,
    fields.imageUrl,
    // Only when present: listings stored before coordinates were read keep their hash.
    ...(fields.geo ? [fields.geo.latitude, fields.geo.longitude] : []),
  ];
  return createHash('sha256').update(JSON.stringify(visible)).digest('base64url');
}
