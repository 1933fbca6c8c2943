import {
  categorySchema,
  DEFAULT_TIMEZONE,
  LIMITS,
  REMIND_BEFORE_DEFAULT,
  SETTINGS_MESSAGES,
  tooLongMessage,
  userSettingsSchema,
  type Category,
  type CurrentUser,
  type SharingFlags,
  type UserSettings,
} from '@eventfold/contracts';

export type RsvpVisibility = CurrentUser['rsvpVisibility'];

export interface SettingsFormValues {
  name: string;
  zipCode: string;
  timezone: string;
  preferredRadius: number;
  favoriteCategories: Category[];
  rsvpVisibility: RsvpVisibility;
  notifyByEmail: boolean;
  /** Minutes before an event one is going to or favorited that its reminder comes; 0: off. */
  remindBeforeMinutes: number;
}

export type SettingsField = keyof SettingsFormValues;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** Section 3's form defaults. */
export const SETTINGS_FORM_DEFAULTS: SettingsFormValues = {
  name: '',
  zipCode: '',
  timezone: DEFAULT_TIMEZONE,
  preferredRadius: LIMITS.radiusDefault,
  favoriteCategories: [],
  rsvpVisibility: 'public',
  notifyByEmail: false,
  remindBeforeMinutes: REMIND_BEFORE_DEFAULT,
};

/** The form starts from the saved user; a missing name falls back to first plus last name. */
export function toSettingsFormValues(user: CurrentUser): SettingsFormValues {
  const name = user.name?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    name,
    zipCode: user.zipCode ?? SETTINGS_FORM_DEFAULTS.zipCode,
    timezone: user.timezone || SETTINGS_FORM_DEFAULTS.timezone,
    preferredRadius: user.preferredRadius ?? SETTINGS_FORM_DEFAULTS.preferredRadius,
    favoriteCategories: user.favoriteCategories.filter(isCategory),
    rsvpVisibility: user.rsvpVisibility ?? SETTINGS_FORM_DEFAULTS.rsvpVisibility,
    notifyByEmail: user.notifyByEmail ?? SETTINGS_FORM_DEFAULTS.notifyByEmail,
    remindBeforeMinutes: user.remindBeforeMinutes ?? SETTINGS_FORM_DEFAULTS.remindBeforeMinutes,
  };
}

function isCategory(value: string): value is Category {
  return categorySchema.safeParse(value).success;
}

/** What the radius input holds after typing: non-numeric input becomes 0, as the spec says. */
export function parseRadiusInput(raw: string): number {
  const parsed = Number.parseInt(raw, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

export type SettingsValidation = { ok: true; data: UserSettings } | { ok: false; errors: SettingsErrors };

/**
 * Checks the form with the contract the API uses. The six sharing flags come from the switch
 * panel's own data, so that saving the form never undoes a switch flipped a moment earlier.
 */
export function validateSettingsForm(values: SettingsFormValues, flags?: SharingFlags): SettingsValidation {
  const result = userSettingsSchema.safeParse({ ...flags, ...values });
  if (result.success) return { ok: true, data: result.data };
  const errors: SettingsErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SettingsField | undefined;
    if (!field || errors[field]) continue;
    errors[field] = field === 'timezone' ? SETTINGS_MESSAGES.timezoneRequired : issue.message;
  }
  return { ok: false, errors };
}

const SERVER_FIELD_MESSAGES: ReadonlyArray<readonly [SettingsField, readonly string[]]> = [
  ['name', [SETTINGS_MESSAGES.nameRequired, tooLongMessage('Name', LIMITS.nameMaxLength)]],
  ['zipCode', [SETTINGS_MESSAGES.zipInvalid]],
  ['timezone', [SETTINGS_MESSAGES.timezoneRequired]],
  ['preferredRadius', [SETTINGS_MESSAGES.radiusMin, SETTINGS_MESSAGES.radiusMax]],
  ['rsvpVisibility', [SETTINGS_MESSAGES.rsvpInvalid]],
];

/**
 * The field a refused save is about, when the server's message is one of the form's own (the API
 * speaks the contract's words): shown on that field rather than in a toast.
 */
export function settingsFieldOfServerMessage(message: string): SettingsField | null {
  return SERVER_FIELD_MESSAGES.find(([, messages]) => messages.includes(message))?.[0] ?? null;
}
