import type { EventVisibility } from '@eventfold/contracts';
import type { ProjectedDocument } from '../runtime/projection';

/** The answers that put an event in a calendar. */
export type CalendarRsvp = 'going' | 'interested';

/**
 * The `calendar` read model: one document per (viewer, event), so that a user's calendar for any
 * range is one indexed query. Times are normalised ISO 8601 UTC strings (`toISOString()`), which
 * sort and compare correctly as strings.
 */
export interface CalendarEventDocument extends ProjectedDocument {
  kind: 'event';
  /** The viewer: the owner of the calendar this entry is in. */
  userId: string;
  eventId: string;
  /** null: created by the user. */
  sourceId: string | null;
  title: string;
  description: string | null;
  startDate: string;
  endDate: string | null;
  allDay: boolean;
  timezone: string;
  location: string | null;
  url: string | null;
  imageUrl: string | null;
  /** Blob id of an uploaded image (user-created events only). */
  imageId: string | null;
  externalId: string | null;
  favorited: boolean;
  isInvited: boolean;
  /** The inviter of an invited copy (calendar v2; null otherwise). */
  invitedById: string | null;
  /** Who finds an own event in Nearby (calendar v2; null for every other event). */
  visibility: EventVisibility | null;
  sharedByMe: boolean;
  /** The viewer's answer when going or interested: the calendar's chip. */
  rsvp: CalendarRsvp | null;
  /** In this calendar only because the viewer answered going or interested (a copy, like an invitation's). */
  rsvpCopy: boolean;
  /** Where the event stops occupying the calendar: endDate, else start + 1 h, else end of the day. */
  rangeEnd: string;
  /** Content changes since creation: the iCalendar SEQUENCE, so a calendar app replaces its copy. */
  sequence: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * A source as the calendar shows it. Scraped events carry only their source id, and an evolve step sees
 * one document, so the name and category live here once and are joined in by id when read.
 */
export interface CalendarSourceDocument extends ProjectedDocument {
  kind: 'source';
  userId: string;
  sourceId: string;
  name: string;
  category: string;
}

/**
 * One per user, rewritten by every event that changes anything the user's calendar shows: its
 * `_position` is the calendar's version for that user, read by every process from the store (an
 * answer cached under it stays right whichever instance projected the change).
 */
export interface CalendarVersionDocument extends ProjectedDocument {
  kind: 'version';
  userId: string;
}

export type CalendarDocument = CalendarEventDocument | CalendarSourceDocument | CalendarVersionDocument;

export function calendarEventDocumentId(userId: string, eventId: string): string {
  return `${userId}:${eventId}`;
}

export function calendarSourceDocumentId(sourceId: string): string {
  return `source:${sourceId}`;
}

export function calendarVersionDocumentId(userId: string): string {
  return `version:${userId}`;
}

export function isCalendarVersionDocumentId(documentId: string): boolean {
  return documentId.startsWith('version:');
}
