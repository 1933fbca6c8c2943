import type { NOTIFICATION_TYPES } from '@eventfold/contracts';
import type { ProjectedDocument } from '../runtime/projection';

export interface NotificationItem {
  /** The global position of the event that caused it: stable across replays and rebuilds. */
  id: string;
  type: (typeof NOTIFICATION_TYPES)[number];
  actorId: string;
  eventId: string | null;
  data: Record<string, unknown>;
  read: boolean;
  createdAt: string;
}

/**
 * The `notifications` read model: one inbox per recipient. The recipient's notify flags and blocks
 * live in the same document, so deciding whether an event notifies needs nothing but the document.
 */
export interface NotificationInboxDocument extends ProjectedDocument {
  userId: string;
  notifyOnLike: boolean;
  notifyOnComment: boolean;
  /** Off by default (the settings form's default, spec section 3). */
  notifyOnFavorite: boolean;
  /** Users this recipient blocked, and users who blocked this recipient: neither side hears of the other. */
  blocked: string[];
  blockedBy: string[];
  /** Newest first, at most NOTIFICATIONS_KEPT. */
  items: NotificationItem[];
}

/** The "View all" list asks for at most 50; older notifications are dropped. */
export const NOTIFICATIONS_KEPT = 50;
