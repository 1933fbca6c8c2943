import {
  EVENT_MESSAGES,
  type EventCreated,
  type EventDeleted,
  type EventUpdated,
} from '@eventfold/contracts';
import type { Decider } from '../infrastructure/events/command-handling';
import { DomainError } from '../infrastructure/events/domain-error';

/** A user-created event, stream `event-{eventId}`: created, changed by its owner, deleted for good. */
export type EventState =
  | { status: 'none' }
  | { status: 'created'; ownerId: string; imageId: string | null; visibility: EventVisibility }
  | { status: 'deleted' };

type EventVisibility = EventCreated['data']['visibility'];
export type EventStreamEvent = EventCreated | EventUpdated | EventDeleted;

/** What an edit asks of the picture: keep it, drop it, or take a newly stored one. */
export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; imageId: string };

type UpdatedContent = Omit<EventUpdated['data'], 'imageId' | 'visibility' | 'copyHolderIds' | 'userId'>;

export type EventCommand =
  | { type: 'CreateEvent'; event: EventCreated['data'] }
  | {
      type: 'UpdateEvent';
      userId: string;
      content: UpdatedContent;
      /** Absent: as it was. */
      visibility: EventVisibility | undefined;
      image: ImageChange;
      copyHolderIds: string[];
    }
  | { type: 'DeleteEvent'; userId: string; eventId: string; copyHolderIds: string[] };

export const EVENT_ALREADY_EXISTS = 'This event already exists';

export function eventStreamId(eventId: string): string {
  return `event-${eventId}`;
}

export function evolve(state: EventState, event: EventStreamEvent): EventState {
  switch (event.type) {
    case 'EventCreated':
    case 'EventUpdated': {
      const { userId, imageId, visibility } = event.data;
      return { status: 'created', ownerId: userId, imageId, visibility };
    }
    case 'EventDeleted':
      return { status: 'deleted' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Someone else's event, a deleted one and a missing one all answer alike: ids reveal nothing. */
function ownedBy(state: EventState, userId: string): Extract<EventState, { status: 'created' }> {
  if (state.status !== 'created' || state.ownerId !== userId)
    throw new DomainError(EVENT_MESSAGES.notFound, 404);
  return state;
}

function imageIdAfter(change: ImageChange, current: string | null): string | null {
  switch (change.kind) {
    case 'keep':
      return current;
    case 'remove':
      return null;
    case 'replace':
      return change.imageId;
    default: {
      const unknown: never = change;
      return unknown;
    }
  }
}

export function decide(command: EventCommand, state: EventState): EventStreamEvent[] {
  switch (command.type) {
    case 'CreateEvent':
      if (state.status !== 'none') throw new DomainError(EVENT_ALREADY_EXISTS, 409);
      return [{ type: 'EventCreated', data: command.event }];
    case 'UpdateEvent': {
      const current = ownedBy(state, command.userId);
      return [
        {
          type: 'EventUpdated',
          data: {
            ...command.content,
            userId: command.userId,
            imageId: imageIdAfter(command.image, current.imageId),
            visibility: command.visibility ?? current.visibility,
            copyHolderIds: command.copyHolderIds,
          },
        },
      ];
    }
    case 'DeleteEvent':
      ownedBy(state, command.userId);
      return [
        {
          type: 'EventDeleted',
          data: { eventId: command.eventId, userId: command.userId, copyHolderIds: command.copyHolderIds },
        },
      ];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const eventDecider: Decider<EventState, EventCommand, EventStreamEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
