/** Texts of the Nearby view and its API (issue 11); the ZIP and radius texts are the settings' own. */
export const NEARBY_MESSAGES = {
  unknownZip: 'Unknown ZIP code',
  zipMissing: 'Set your ZIP code in Settings to see events near you',
  /** The page's own words while neither its ZIP box nor Settings holds a ZIP: the box is right above. */
  zipToType:
    'Type a ZIP code above and press Search to see events near it, or save yours in Settings so Nearby opens there.',
  rsvpInvalid: 'Choose going, interested or not going.',
  visibilityInvalid: 'Choose who can see this event: private, friends or public.',
  emptyTitle: 'No events near you',
  emptyHint: (radius: number) =>
    `Nothing in the next weeks within ${radius} miles. Try a larger radius or another category.`,
  loadFailed: 'Failed to load nearby events',
  rsvpFailed: 'Failed to update your RSVP',
} as const;
