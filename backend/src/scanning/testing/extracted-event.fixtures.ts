import { type ExtractedEvent } from '../scanned-event';

/** An extracted event for tests: a timed listing event without place, links or description, unless overridden. */
export function extractedEvent(
  fields: Pick<ExtractedEvent, 'title' | 'startDate'> & Partial<ExtractedEvent>,
): ExtractedEvent {
  return {
    externalId: fields.title,
    endDate: null,
    allDay: false,
    timezone: 'America/Chicago',
    location: null,
    url: null,
    imageUrl: null,
    description: null,
    geo: null,
    tier: 'heuristic',
    provenance: 'listing block',
    ...fields,
  };
}
