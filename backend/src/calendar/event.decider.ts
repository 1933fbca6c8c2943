import type { EventCreated } from '@eventfold/contracts';
import type { Decider } from '../infrastructure/events/command-handling';
import { DomainError } from '../infrastructure/events/domain-error';

/** A user-created event, stream `event-{eventId}`. Editing is not part of the product yet. */
export type EventState = { status: 'none' } | { status: 'created'; ownerId: string };

export type EventCommand = { type: 'CreateEvent'; event: EventCreated['data'] };

export const EVENT_ALREADY_EXISTS = 'This event already exists';

export function eventStreamId(eventId: string): string {
  return `event-${eventId}`;
}

export function evolve(state: EventState, event: EventCreated): EventState {
  switch (event.type) {
    case 'EventCreated':
      return { status: 'created', ownerId: event.data.userId };
    default: {
      const unknown: never = event.type;
      return unknown;
    }
  }
}

export function decide(command: EventCommand, state: EventState): EventCreated[] {
  switch (command.type) {
    case 'CreateEvent':
      if (state.status === 'created') throw new DomainError(EVENT_ALREADY_EXISTS, 409);
      return [{ type: 'EventCreated', data: command.event }];
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown command ${String(unknown)}`);
    }
  }
}

export const eventDecider: Decider<EventState, EventCommand, EventCreated> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
