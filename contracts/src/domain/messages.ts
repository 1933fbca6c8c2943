/**
 * User-facing texts from the spec (sections 2, 4, 5 and 8), verbatim. A toast is a title and an
 * optional description; server validation answers reuse the same wording in their `message`.
 */
export interface ToastText {
  title: string;
  description?: string;
}

/** The one wording for text over a limit: "Name can be at most 200 characters." */
export function tooLongMessage(what: string, max: number): string {
  return `${what} can be at most ${max.toLocaleString('en-US')} characters.`;
}

export { AUTH_MESSAGES } from './auth-messages';

export const SERVER_MESSAGES = {
  unauthorized: '401: Unauthorized',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyLoginAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  tooManyRegistrations: 'Too many accounts created from this network. Please try again later.',
  concurrentChange: 'This was changed at the same time somewhere else. Please try again.',
  serverBusy: 'The server is busy. Please try again in a moment.',
  crossSiteRequest: 'This request came from another site and was refused.',
  tooManyAnalytics: 'Too many analytics events. Please slow down.',
  /** Per-account write limits (backend/src/infrastructure/rate-limits/write-limits.ts): per minute, per day, in all. */
  tooManyWritesPerMinute: (things: string) =>
    `Too many new ${things} at once. Please wait a minute and try again.`,
  tooManyWritesPerDay: (things: string) =>
    `You have added as many ${things} as one account may in a day. Please try again tomorrow.`,
  quotaReached: (things: string, max: number) =>
    `An account can have at most ${max.toLocaleString('en-US')} ${things}. Please delete some first.`,
  /** The memory guard: the embedded read store is near the server's memory limit. */
  memoryFull:
    'The server is running out of memory and cannot save changes right now. Everything saved is safe and can still be read. Please try again later.',
  imageInProgress: 'Your previous image is still being processed. Please try again in a moment.',
  imageDimensions: 'Please choose an image of at most 40 megapixels and 10,000 pixels on each side.',
  notFound: 'Not found',
  providerNotConfigured: (provider: string) =>
    `${provider} sign-in is not configured on this server. Please sign in with your email and password.`,
  noPreferenceToUpdate: 'Choose a preference to update.',
  avatarMissing: 'Please choose an image file.',
} as const;

export const SETTINGS_MESSAGES = {
  nameRequired: 'Name is required',
  zipInvalid: 'Please enter a valid US ZIP code (e.g., 12345 or 12345-6789)',
  timezoneRequired: 'Timezone is required',
  radiusMin: 'Radius must be at least 1 mile',
  radiusMax: 'Radius cannot exceed 100 miles',
  rsvpInvalid: 'Choose who can see your RSVPs: public, friends or private.',
  loading: 'Loading settings...',
  preferencesLoadFailed: 'Failed to load preferences',
  privacySaved: { title: 'Settings updated', description: 'Your privacy preferences have been saved.' },
  privacyFailed: { title: 'Error updating settings', description: 'Failed to update preferences' },
  settingsSaved: {
    title: 'Settings Updated',
    description: 'Your user settings have been saved successfully.',
  },
  settingsFailed: { title: 'Update Failed', description: 'Failed to update settings. Please try again.' },
  avatarUploaded: {
    title: 'Avatar Uploaded',
    description: 'Your profile picture has been updated successfully.',
  },
  avatarFailed: { title: 'Upload Failed', description: 'Failed to upload avatar. Please try again.' },
  avatarTooLarge: { title: 'File Too Large', description: 'Please choose an image under 5MB.' },
  avatarWrongType: { title: 'Invalid File Type', description: 'Please choose an image file.' },
  avatarHint: 'JPG, PNG or GIF, max 5MB',
  timezoneDetected: { title: 'Timezone Detected', description: 'Set to' },
} as const;

export const SOURCE_MESSAGES = {
  invalidUrl: 'Please enter a valid URL',
  nameRequired: 'Name is required',
  categoryRequired: 'Category is required',
  addFailed: 'Failed to add event source: ',
  updateFailed: 'Failed to update event source: ',
  deleteFailed: 'Failed to delete source',
  sidebarDeleteFailed: { title: 'Error', description: 'Failed to delete event source. Please try again.' },
  refreshAllFailed: 'Failed to refresh sources. Please try again.',
  refreshOneFailed: 'Failed to refresh source',
  deleted: { title: 'Source deleted', description: 'Event source has been removed successfully.' },
  refreshStarted: { title: 'Refresh started', description: 'Source refresh has been initiated.' },
  scanningComplete: { title: 'Scanning Complete' },
  unauthorizedSourceList: 'Unauthorized - You are logged out. Logging in again...',
  deleteConfirmation: (name: string, eventCount: number) =>
    `Are you sure you want to delete the source "${name}"? This will permanently remove the source and all of its events (${eventCount}).`,
  refreshComplete: (count: number) => ({
    title: 'Refresh Complete!',
    description: `Successfully updated ${count} sources. Events are up to date.`,
  }),
  /** Instead of "Refresh Complete!" when some scans failed: the spec's success text would mislead. */
  refreshWithProblems: (failed: number, total: number) => ({
    title: 'Refresh finished with problems',
    description: `${failed} of ${total} ${total === 1 ? 'source' : 'sources'} could not be scanned. The reason is shown under each venue.`,
  }),
  defaultSourceName: 'Event Source',
  /** Answered for another user's source too, so that its existence is never revealed. */
  notFound: 'Event source not found',
  /** A venue action answered 404: deleted meanwhile (another tab, another device); the list is read again. */
  gone: {
    title: 'This venue is gone',
    description:
      'It was deleted, perhaps in another tab or on another device. Your list of venues is up to date now.',
  },
  /** Server-side only: the dialogs offer the 11 categories, so only a hand-made request sees it. */
  unknownCategory: 'Please choose one of the listed categories',
  /** When a scan fails for a reason that is not about fetching the page. */
  scanFailed: 'The events on this page could not be read. Please try again later.',
} as const;

/**
 * What a source's errorMessage says when a page could not be fetched: a category, never the network
 * detail (resolved addresses, socket errors), which would map our internal network for whoever asks.
 */
export const SCAN_ERROR_MESSAGES = {
  'unsafe-url': 'Only public http and https addresses can be scanned.',
  'blocked-address': 'This address leads to a private or internal network, which is never scanned.',
  'too-many-redirects': 'The page redirects too many times to be scanned.',
  timeout: 'The site did not answer in time. Please try again later.',
  'too-large': 'The page is too large to scan.',
  'content-type': 'The address is not an HTML page or a calendar.',
  'http-status': 'The site answered with an error',
  robots: "The site's robots.txt does not allow this page to be scanned.",
  network: 'The site could not be reached. Please check the address or try again later.',
} as const;

export const EVENT_MESSAGES = {
  titleRequired: 'Title is required',
  locationRequired: 'Location is required',
  dateTimeRequired: 'Date and time are required',
  favoriteFailed: 'Failed to update favorite status',
  createFailed: 'Failed to create event: ',
  created: (title: string) => ({ title: 'Event created', description: `“${title}” is in your calendar.` }),
  /** Created all the same (a past evening may be worth keeping), but said, not silently accepted. */
  createdInPast: (title: string) => ({
    title: 'Event created in the past',
    description: `“${title}” starts before now: it stays on its day in Month and Week, not in the upcoming List.`,
  }),
  updateFailed: 'Failed to update event: ',
  deleteFailed: 'Failed to delete the event. Please try again.',
  googleCalendarNotConnected: 'Google Calendar not connected',
  addToGoogleFailed: 'Failed to add event to Google Calendar',
  googleConnectFailed: 'Failed to initiate Google Calendar connection',
  copyFailed: 'Could not copy the link. Please try again.',
  notFoundTitle: 'Event Not Found',
  notFoundDescription: 'This event might have been removed or the link is invalid.',
  imageComingSoon: 'Event Image Coming Soon',
  noUpcomingEvents: 'No upcoming events',
  notFound: 'Event not found',
  imageWrongType: 'Please choose an image file.',
  imageTooLarge: 'Please choose an image under 5MB.',
  rangeRequired: 'from and to are required',
  rangeNotIso: 'from and to must be ISO dates',
  rangeNotWholeMinutes: 'from and to must be whole minutes',
  rangeYears: 'from and to must be between the years 1970 and 2100',
  dateOutOfRange: 'Please choose a real date between the years 1970 and 2100',
  rangeOrder: 'from must be before to',
  rangeTooLong: 'The range may span at most 400 days',
  rangeTooManyEvents: 'This range holds more than 10,000 events. Please choose a shorter range.',
  unknownTimezone: 'timezone must be one of the supported US time zones',
  rangesTooManyAtOnce: 'Too many calendar requests at once. Please try again in a moment.',
} as const;

export const SOCIAL_MESSAGES = {
  noFriendsSelected: {
    title: 'No friends selected',
    description: 'Please select at least one friend to invite',
  },
  sendInvitationsFailed: 'Failed to send invitations',
  sendInvitationFailed: 'Failed to send invitation. Please try again.',
  createInvitationFailed: 'Failed to create invitation',
  inviteLinkCreated: 'Invite link created',
  invalidOrUsed: 'Invalid or already used',
  alreadyAccepted: {
    title: 'Already accepted',
    description: 'This invitation has already been used or is invalid',
  },
  /** A token no invitation ever had (mistyped, cut short): not the same as one already used. */
  inviteNotValid:
    'This invitation link is not valid. Check that you have all of it, or ask your friend for a new one.',
  invalidInvitation: 'Invalid invitation',
  ownInvite: 'This is your own invitation link. Share it with a friend instead.',
  ownInvitation: 'Your own invitation',
  acceptFailed: 'Failed to accept invitation. Please try again.',
  accepted: "You've accepted the friend invitation and are now connected!",
  socialDataFailed: 'Failed to fetch social data',
  pendingInviteBanner: 'You have a friend invitation! Sign up or log in to accept it.',
  /** After `/invite?eventId=` signed out: the event opens once they are in. */
  waitingEventInviteBanner: "You've been invited to an event! Sign up or log in and it opens right away.",
} as const;

export { NOT_FOUND_PAGE } from './not-found-page';

export const AUDIT_MESSAGES = {
  auditorRequired: 'Auditor access required',
  userNotFound: 'User not found',
  invalidInstant: 'asOf must be an ISO 8601 date-time',
  invalidCursor: 'Invalid cursor',
} as const;

/** Provider sign-in and Google Calendar outcomes the spec leaves open; shown in "Sign-In Failed" toasts. */
export const PROVIDER_MESSAGES = {
  cancelled: (provider: string) => `${provider} sign-in was cancelled.`,
  expired: 'This sign-in was started in another window or took too long. Please try again.',
  unreachable: (provider: string) => `${provider} could not be reached. Please try again in a moment.`,
  failed: (provider: string) => `Sign-in with ${provider} failed. Please try again.`,
  tokenRejected: 'Apple Sign-In could not be verified. Please try again.',
  emailMissing: (provider: string) =>
    `${provider} did not share an email address, which Eventfold needs for an account.`,
  emailInUse: (provider: string) =>
    `An Eventfold account already uses this email. Sign in with your password, or with the method you used before, then try ${provider} again.`,
  linkRequired: (provider: string) =>
    `An Eventfold account already uses this email. Enter its password once to sign in with ${provider} from now on.`,
  noPendingLink: 'There is no sign-in waiting to be linked. Please start again.',
  linked: (provider: string) => `${provider} is now linked to your account.`,
  alreadyLinkedElsewhere: (provider: string) =>
    `This ${provider} account is already linked to another Eventfold account.`,
  calendarNotAvailable: 'Google Calendar is not available on this server.',
  calendarConnected: 'Google Calendar connected',
  calendarConnectFailed: 'Google Calendar could not be connected. Please try again.',
  calendarUnreachable: 'Google Calendar could not be reached. Please try again in a moment.',
} as const;
