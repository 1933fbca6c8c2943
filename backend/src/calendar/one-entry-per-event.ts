import { placeOf, venueKey, type CalendarEventDocument } from '@eventfold/projections';
import { groupSameEvents, richestFields, type SameEventListing } from '../nearby/same-event';

/** Which listing of one real-world event the calendar keeps: the user's own before copies of others'. */
function rank(document: CalendarEventDocument): number {
  if (document.rsvpCopy) return 3;
  if (document.isInvited) return 2;
  return document.sourceId === null ? 0 : 1;
}

/**
 * One entry per group: the highest-ranked member (its id, so favorites, likes and shares go where
 * they went before), the group's richest fields, and the strongest answer given on any member.
 * Its `_id` and `_position` name every member, so the per-entry JSON cache sees any member change.
 */
function merged(members: readonly CalendarEventDocument[]): CalendarEventDocument {
  const [kept] = [...members].sort((a, b) => rank(a) - rank(b) || a.createdAt.localeCompare(b.createdAt));
  const entry = kept as CalendarEventDocument;
  const answers = members.map((member) => member.rsvp);
  return {
    ...entry,
    ...richestFields(members),
    sharedByMe: members.some((member) => member.sharedByMe),
    rsvp: answers.includes('going') ? 'going' : answers.includes('interested') ? 'interested' : null,
    _id: members.map((member) => member._id).join('+'),
    _position: members.map((member) => member._position).join('+'),
  };
}

/**
 * The same concert through two of the user's venues, a venue and a friend's invitation, or a venue and
 * an event they said they are going to, is one calendar entry: the rule Nearby uses (docs/decisions.md,
 * "One entry per real-world event"). Keeps the order of `documents` (by start).
 */
export function oneEntryPerEvent(documents: readonly CalendarEventDocument[]): CalendarEventDocument[] {
  const groups = sameEventGroups(documents);
  if (groups.length === documents.length) return [...documents];
  const entryOf = new Map<CalendarEventDocument, CalendarEventDocument | null>();
  for (const group of groups) {
    if (group.length === 1) continue;
    const entry = merged(group);
    group.forEach((member, index) => entryOf.set(member, index === 0 ? entry : null));
  }
  return documents.flatMap((document) => {
    const entry = entryOf.get(document);
    if (entry === undefined) return [document];
    return entry === null ? [] : [entry];
  });
}

/** What the rule needs of a calendar entry to tell whether it shares its real-world event with another. */
export type SameEventFields = Pick<
  CalendarEventDocument,
  'eventId' | 'createdAt' | 'title' | 'startDate' | 'location'
>;

/** The entries of `documents` grouped by real-world event (the rule Nearby uses), the earliest listed first. */
function sameEventGroups<T extends SameEventFields>(documents: readonly T[]): T[][] {
  const listings = documents.map((document) => ({
    ...(document as unknown as SameEventListing),
    venueKey: venueKey(document.location),
    point: placeOf(document.location)?.point ?? null,
    document,
  }));
  return groupSameEvents(listings).map((group) => group.map((listing) => listing.document));
}

/**
 * The entries that share their real-world event with another one in `documents` (by the rule of
 * oneEntryPerEvent): only ranges holding one of these need the full documents to be merged.
 */
export function entriesSharingAnEvent<T extends SameEventFields>(documents: readonly T[]): Set<T> {
  const shared = new Set<T>();
  for (const group of sameEventGroups(documents))
    if (group.length > 1) for (const entry of group) shared.add(entry);
  return shared;
}

/** One entry of each real-world event (the earliest listed), for counting what the calendar shows. */
export function oneOfEachEvent<T extends SameEventFields>(documents: readonly T[]): T[] {
  return sameEventGroups(documents).map((group) => group[0]!);
}
