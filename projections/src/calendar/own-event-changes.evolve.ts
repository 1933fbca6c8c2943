import type { EventDeleted, EventUpdated } from '@eventfold/contracts';
import type { ProjectedEvent } from '../runtime/projection';
import { calendarEventDocumentId, type CalendarEventDocument } from './calendar.document';
import { normaliseInstant, rangeEnd } from './range-end';

type OwnEventChange = ProjectedEvent<EventUpdated> | ProjectedEvent<EventDeleted>;

/** The owner's entry and every invited copy. */
export function ownEventChangeDocumentIds(event: OwnEventChange): string[] {
  const { userId, eventId, copyHolderIds } = event.data;
  return [userId, ...copyHolderIds].map((viewerId) => calendarEventDocumentId(viewerId, eventId));
}

/**
 * An uploaded picture's address. A new picture gets a new address: the image answer may be cached
 * for a day, and an edited event must not keep showing the old one.
 */
export function uploadedImageUrl(eventId: string, imageId: string | null, edited: boolean): string | null {
  if (imageId === null) return null;
  const path = `/api/events/${eventId}/image`;
  return edited ? `${path}?v=${imageId.slice(0, 8)}` : path;
}

/**
 * Updated: the content changes in every copy (copies never hold the blob id; the image is served
 * from the owner's entry). Deleted: every copy goes. A copy already gone stays gone.
 */
export function ownEventChangeEvolve(
  document: CalendarEventDocument | null,
  event: OwnEventChange,
): CalendarEventDocument | null {
  if (event.type === 'EventDeleted' || document === null) return null;
  const { data, metadata } = event;
  // The text reads as null once the owner's key is erased (a rebuild after erasure): nothing to show.
  if ((data.title as string | null) === null) return null;
  const startDate = normaliseInstant(data.startDate);
  const endDate = normaliseInstant(data.endDate);
  const isOwner = document.userId === data.userId;
  return {
    ...document,
    _position: event.position.toString(),
    title: data.title,
    description: data.description,
    location: data.location,
    startDate,
    endDate,
    allDay: false,
    timezone: data.timezone,
    imageUrl: uploadedImageUrl(data.eventId, data.imageId, true),
    imageId: isOwner ? data.imageId : null,
    visibility: isOwner ? data.visibility : null,
    rangeEnd: rangeEnd({ startDate, endDate, allDay: false, timezone: data.timezone }),
    sequence: document.sequence + 1,
    updatedAt: metadata.occurredAt,
  };
}
