import { type RawEvent } from '../scanned-event';
import { similarTitles } from './similar-titles';

/** Markup events it takes to call a page a performer's: a tour is more than one show. */
const MIN_SHOWS = 2;
/** A heading longer than this is a sentence, not the name of whom the page is about. */
const MAX_SUBJECT_CHARS = 100;

const placeKey = (event: RawEvent) => (event.location ?? '').trim().toLowerCase();

/**
 * Whether the page is a performer's (an artist's, a touring show's): most of its markup events carry the page's own
 * heading as their name, at several places (each show's place is its venue). Two shows at one place are a venue's
 * recurring event, whose page may well list the venue's other events too.
 */
function performersShows(structured: readonly RawEvent[], subject: string): boolean {
  const shows = structured.filter((event) => similarTitles(event.title, subject));
  if (shows.length < MIN_SHOWS || 3 * shows.length < 2 * structured.length) return false;
  return new Set(shows.map(placeKey)).size >= 2;
}

/**
 * A performer's page (see `performersShows`) lists that performer's shows in its markup; a visible list beside them
 * whose entries do not name the performer ("similar artists", another act's tour in a sidebar) is other events, not
 * this page's. Only listed events without markup of their own are weighed: the markup's own events stand, under
 * whatever name it gives them. `subject` is the page's main heading (its <h1>), read only when asked.
 */
export function withoutOthersShows(events: RawEvent[], subject: () => string | null): RawEvent[] {
  const structured = events.filter((event) => event.tier === 'structured');
  if (structured.length < MIN_SHOWS || structured.length === events.length) return events;
  const heading = subject()?.trim();
  if (!heading || heading.length > MAX_SUBJECT_CHARS || !performersShows(structured, heading)) return events;
  return events.filter((event) => event.tier !== 'heuristic' || similarTitles(event.title, heading));
}
