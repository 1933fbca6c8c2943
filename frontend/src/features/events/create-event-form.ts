import { DateTime } from 'luxon';
import {
  EVENT_MESSAGES,
  LIMITS,
  SETTINGS_MESSAGES,
  createEventFieldsSchema,
  type CalendarEventView,
  type CreateEventFields,
  type EventVisibility,
  type ToastText,
} from '@eventfold/contracts';
import { type ToastInput } from '../../lib/toast';

export interface CreateEventDraft {
  title: string;
  location: string;
  description: string;
  date: DateTime | null;
  timeStart: DateTime | null;
  timeEnd: DateTime | null;
  /** Who finds the event in Nearby (only when its location names a ZIP code). */
  visibility: EventVisibility;
}

export type CreateEventErrors = Partial<Record<'title' | 'location' | 'description' | 'dateTime', string>>;

export const EMPTY_DRAFT: CreateEventDraft = {
  title: '',
  location: '',
  description: '',
  date: null,
  timeStart: null,
  timeEnd: null,
  visibility: 'private',
};

/**
 * The form as an edit opens it: the event's date and times on the user's clock (the zone the server
 * reads them in).
 */
export function draftFromEvent(event: CalendarEventView, timezone: string): CreateEventDraft {
  const start = DateTime.fromISO(event.startDate, { zone: timezone });
  const end = event.endDate ? DateTime.fromISO(event.endDate, { zone: timezone }) : null;
  return {
    title: event.title,
    location: event.location ?? '',
    description: event.description ?? '',
    date: start.startOf('day'),
    timeStart: start,
    timeEnd: end,
    visibility: event.visibility ?? 'private',
  };
}

/** The end a new start time suggests: one hour later (spec: default duration). */
export function defaultEnd(start: DateTime | null): DateTime | null {
  return start?.isValid ? start.plus({ minutes: LIMITS.eventDefaultDurationMinutes }) : null;
}

const valid = (value: DateTime | null): value is DateTime => value !== null && value.isValid;

/**
 * The spec's three messages, checked with the contract's own schema so the client and the server
 * agree; on success, the multipart text fields (date as yyyy-MM-dd, times as HH:mm, wall-clock in
 * the user's timezone).
 */
export function validateCreateEvent(
  draft: CreateEventDraft,
): { ok: true; fields: CreateEventFields } | { ok: false; errors: CreateEventErrors } {
  const fields: CreateEventFields = {
    title: draft.title,
    location: draft.location,
    description: draft.description.trim(),
    date: valid(draft.date) ? draft.date.toFormat('yyyy-MM-dd') : '',
    timeStart: valid(draft.timeStart) ? draft.timeStart.toFormat('HH:mm') : '',
    timeEnd: valid(draft.timeEnd) ? draft.timeEnd.toFormat('HH:mm') : '',
    visibility: draft.visibility,
  };
  const parsed = createEventFieldsSchema.safeParse(fields);
  if (parsed.success) return { ok: true, fields };
  const errors: CreateEventErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    // The contract's words: "Title is required", or the limit it passed.
    if ((field === 'title' || field === 'location' || field === 'description') && !errors[field])
      errors[field] = issue.message;
    else if (field === 'date' || field === 'timeStart' || field === 'timeEnd')
      // A picked date outside the years a calendar can show says so; anything else reads as missing.
      errors.dateTime ??=
        issue.message === EVENT_MESSAGES.dateOutOfRange ? issue.message : EVENT_MESSAGES.dateTimeRequired;
  }
  return { ok: false, errors };
}

/** The settings page's checks and messages for pictures: size first, then type. */
export function checkEventImage(file: Pick<File, 'size' | 'type'>): ToastText | null {
  if (file.size > LIMITS.imageMaxBytes) return SETTINGS_MESSAGES.avatarTooLarge;
  if (!file.type.startsWith('image/')) return SETTINGS_MESSAGES.avatarWrongType;
  return null;
}

/** What creating says: a start already past is a warning (it was likely a mistyped date), else success. */
export function createdToast(fields: CreateEventFields, timezone: string, now = DateTime.now()): ToastInput {
  const start = DateTime.fromISO(`${fields.date}T${fields.timeStart}`, { zone: timezone });
  return start.isValid && start < now
    ? { ...EVENT_MESSAGES.createdInPast(fields.title), variant: 'warning' }
    : { ...EVENT_MESSAGES.created(fields.title), variant: 'success' };
}
