/** Business constants from the spec, section 9. Every package reads them from here. */
export const LIMITS = {
  passwordMinLength: 8,
  imageMaxBytes: 5 * 1024 * 1024,
  radiusMin: 1,
  radiusMax: 100,
  radiusDefault: 25,
  zipInputMaxLength: 10,
  eventDefaultDurationMinutes: 60,
  weekViewDays: 7,
  weekViewMaxPerDay: 6,
  monthViewCells: 42,
  monthViewMaxPerDay: 1,
  listViewDays: 30,
  commentMaxLength: 2000,
  /** Text limits: the API refuses longer text in these words, and every input stops at them (maxLength). */
  nameMaxLength: 200,
  personNameMaxLength: 100,
  emailMaxLength: 320,
  passwordMaxLength: 1024,
  urlMaxLength: 2048,
  eventTitleMaxLength: 300,
  eventLocationMaxLength: 500,
  eventDescriptionMaxLength: 5000,
  searchMaxLength: 200,
  notificationPanelSize: 10,
  notificationBadgeMax: 9,
  inviteFriendListHeightPx: 300,
  /** GET /api/events: the longest range, the years it may reach, and the most events one answer carries. */
  rangeMaxDays: 400,
  rangeYearMin: 1970,
  rangeYearMax: 2100,
  rangeMaxEvents: 10_000,
} as const;

export const TIMINGS_MS = {
  statusPoll: 1500,
  socialDataCache: 30_000,
  eventsPoll: 30_000,
  notificationsPoll: 30_000,
  postAddScanPoll: 3000,
  postAddScanRounds: 20,
  refreshAllFollowUp: 10_000,
  progressBarHide: 3000,
  unauthorizedRedirect: 500,
  logoutDelay: 500,
  timezoneDetect: 500,
  routeScroll: 100,
  linkCopied: 2000,
  getRetry: 250,
  toastRemoveAfterDismiss: 4000,
  toastDisplay: 5000,
  tooltipOpen: 700,
  tooltipSkip: 300,
  countUpDuration: 2000,
} as const;

export const COUNT_UP_STEPS = 50;
export const TOASTS_VISIBLE = 3;

export const LANDING_COUNTERS = { activeUsers: 10_000, eventSources: 500, eventsTracked: 50_000 } as const;

export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
