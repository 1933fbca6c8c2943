/**
 * Made-up data for the dashboard preview: a June that starts on a Sunday, as the app's month view
 * does, with a handful of shows in each of the app's four event colours.
 */
export type PreviewEventKind = 'venue' | 'created' | 'shared' | 'invited';

export interface PreviewEvent {
  title: string;
  kind: PreviewEventKind;
  /** Further events that day, shown as "+N more" the way the month view does. */
  more?: number;
}

export const PREVIEW_MONTH = { name: 'June', days: 30, trailingDays: 5, today: 12 } as const;

export const PREVIEW_EVENTS: Readonly<Record<number, PreviewEvent>> = {
  3: { title: 'Open Mic Night', kind: 'venue' },
  6: { title: 'Jazz Trio Live', kind: 'venue' },
  7: { title: 'Bluegrass Brunch', kind: 'shared' },
  12: { title: 'Indie Showcase', kind: 'venue', more: 1 },
  14: { title: "Sam's Birthday Set", kind: 'created' },
  18: { title: 'Soul Revue', kind: 'invited' },
  20: { title: 'Block Party', kind: 'venue' },
  21: { title: 'Vinyl Swap & DJs', kind: 'venue' },
  26: { title: 'Songwriters Round', kind: 'shared' },
  28: { title: 'Late Night Blues', kind: 'venue', more: 2 },
};

export const PREVIEW_VENUES = [
  { name: 'The Blue Lantern Room', events: 12 },
  { name: 'Copper Tap Music Hall', events: 9 },
  { name: 'Riverside Ballroom', events: 7 },
  { name: 'The Velvet Anchor', events: 5 },
  { name: 'Magnolia Sound Lounge', events: 4 },
] as const;

export const PREVIEW_LEGEND: readonly { kind: PreviewEventKind; label: string }[] = [
  { kind: 'invited', label: 'Shared with You' },
  { kind: 'shared', label: 'You Shared' },
  { kind: 'created', label: 'Your Created Event' },
  { kind: 'venue', label: 'Venue Event' },
];
