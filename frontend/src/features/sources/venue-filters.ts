import { CATEGORIES, type CalendarEventView, type EventSource } from '@eventfold/contracts';

/**
 * The sidebar edits lists where `null` means "all" (see lib/event-filters). Ticking the last
 * unticked item gives `null` again, so venues added later are shown without asking.
 */
export function isSelected(selection: readonly string[] | null, value: string): boolean {
  return selection === null || selection.includes(value);
}

export function toggleSelection(
  selection: readonly string[] | null,
  value: string,
  universe: readonly string[],
): string[] | null {
  const current = selection ?? universe;
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return universe.every((v) => next.includes(v)) ? null : next;
}

/** Known categories in the spec's order, any other category after them alphabetically. */
export function compareCategories(a: string, b: string): number {
  const order = (c: string) => {
    const index = (CATEGORIES as readonly string[]).indexOf(c);
    return index === -1 ? CATEGORIES.length : index;
  };
  return order(a) - order(b) || a.localeCompare(b);
}

export interface CategoryOption {
  category: string;
  count: number;
}

/**
 * The categories of the person's venues (and of any event whose venue is no longer listed), each with
 * its venues' upcoming events: the count the venue rows and groups show, the same in every view and
 * month rather than the loaded range's.
 */
export function categoryOptions(
  sources: readonly EventSource[],
  events: readonly CalendarEventView[],
): CategoryOption[] {
  const counts = new Map<string, number>();
  for (const source of sources)
    counts.set(source.category, (counts.get(source.category) ?? 0) + source.eventCount);
  const names = new Set([
    ...counts.keys(),
    ...events.flatMap((event) => (event.source ? [event.source.category] : [])),
  ]);
  return [...names]
    .sort(compareCategories)
    .map((category) => ({ category, count: counts.get(category) ?? 0 }));
}

export function matchesVenueSearch(source: EventSource, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [source.name, source.category, source.url].some((text) => text.toLowerCase().includes(needle));
}

export interface VenueGroup {
  category: string;
  sources: EventSource[];
  eventCount: number;
}

/** Venues matching the search, grouped by category, each group and venue in a stable order. */
export function groupVenues(sources: readonly EventSource[], search: string): VenueGroup[] {
  const groups = new Map<string, EventSource[]>();
  for (const source of sources) {
    if (!matchesVenueSearch(source, search)) continue;
    groups.set(source.category, [...(groups.get(source.category) ?? []), source]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => compareCategories(a, b))
    .map(([category, members]) => ({
      category,
      sources: [...members].sort((a, b) => a.name.localeCompare(b.name)),
      eventCount: members.reduce((sum, s) => sum + s.eventCount, 0),
    }));
}
