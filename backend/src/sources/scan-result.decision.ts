import type { ScrapedEventFields } from '@eventfold/contracts';
import { scrapedEventId, scrapedFieldsHash } from './scraped-event-identity';
import type { AddedSource, SourceEvent } from './source.types';

/** New listings are scraped, changed ones updated, vanished upcoming ones cancelled; past ones stay. */
export function scanResultEvents(
  state: AddedSource,
  scanId: string,
  now: string,
  events: ScrapedEventFields[],
  pagesFetched: number,
): SourceEvent[] {
  const { sourceId, userId, zipCode } = state;
  // Only when set: listings of a source without a ZIP keep their stored shape. It is not part of the
  // change hash: a new ZIP re-places the listings in Nearby at once (its event names them).
  const sourcePlace = zipCode === null ? {} : { sourceZipCode: zipCode };
  const listed = new Map(events.map((fields) => [fields.externalId, fields]));
  const decided: SourceEvent[] = [];
  for (const fields of listed.values()) {
    const current = state.events[fields.externalId];
    const data = { ...fields, ...sourcePlace, sourceId, userId, scanId };
    if (current === undefined) {
      decided.push({
        type: 'EventScraped',
        data: { ...data, eventId: scrapedEventId(sourceId, fields.externalId) },
      });
    } else if (current.hash !== scrapedFieldsHash(data)) {
      decided.push({ type: 'ScrapedEventChanged', data: { ...data, eventId: current.eventId } });
    }
  }
  for (const [externalId, current] of Object.entries(state.events)) {
    if (listed.has(externalId) || current.startDate < now) continue;
    decided.push({
      type: 'ScrapedEventCancelled',
      data: { eventId: current.eventId, sourceId, userId, scanId },
    });
  }
  decided.push({
    type: 'SourceScanned',
    data: { sourceId, userId, scanId, eventCount: listed.size, pagesFetched },
  });
  return decided;
}
