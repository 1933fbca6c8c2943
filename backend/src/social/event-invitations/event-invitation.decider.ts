import type {
  EventInvitationAccepted,
  EventInvitationDeclined,
  EventInvitationSent,
  invitedEventSnapshotSchema,
} from '@eventfold/contracts';
import type { z } from 'zod';
import type { Decider } from '../../infrastructure/events/command-handling';
import { DomainError } from '../../infrastructure/events/domain-error';
import { SOCIAL_ERRORS } from '../social-messages';

type Invitation = { invitationId: string; inviterId: string };

/** One invitee's invitation to one event, stream `event_invitation-{eventId}-{inviteeId}`. */
export type EventInvitationState =
  { status: 'none' } | ({ status: 'pending' | 'accepted' | 'declined' } & Invitation);
export type EventInvitationEvent = EventInvitationSent | EventInvitationAccepted | EventInvitationDeclined;
export type EventInvitationCommand =
  | {
      type: 'SendEventInvitation';
      invitationId: string;
      eventId: string;
      inviterId: string;
      inviteeId: string;
      event: z.infer<typeof invitedEventSnapshotSchema>;
    }
  | { type: 'AcceptEventInvitation'; eventId: string; inviteeId: string }
  | { type: 'DeclineEventInvitation'; eventId: string; inviteeId: string };

export function eventInvitationStreamId(eventId: string, inviteeId: string): string {
  return `event_invitation-${eventId}-${inviteeId}`;
}

export function evolve(_: EventInvitationState, event: EventInvitationEvent): EventInvitationState {
  const { invitationId, inviterId } = event.data;
  switch (event.type) {
    case 'EventInvitationSent':
      return { status: 'pending', invitationId, inviterId };
    case 'EventInvitationAccepted':
      return { status: 'accepted', invitationId, inviterId };
    case 'EventInvitationDeclined':
      return { status: 'declined', invitationId, inviterId };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

function respondedData(command: { eventId: string; inviteeId: string }, state: EventInvitationState) {
  if (state.status === 'none') throw new DomainError(SOCIAL_ERRORS.invitationNotFound, 404);
  return {
    invitationId: state.invitationId,
    eventId: command.eventId,
    inviterId: state.inviterId,
    inviteeId: command.inviteeId,
  };
}

export function decide(command: EventInvitationCommand, state: EventInvitationState): EventInvitationEvent[] {
  switch (command.type) {
    case 'SendEventInvitation': {
      // Inviting again while the invitation stands changes nothing; after a decline it asks anew.
      if (state.status === 'pending' || state.status === 'accepted') return [];
      const { type: _type, ...data } = command;
      return [{ type: 'EventInvitationSent', data }];
    }
    case 'AcceptEventInvitation': {
      const data = respondedData(command, state);
      if (state.status === 'accepted') return [];
      if (state.status === 'declined') throw new DomainError(SOCIAL_ERRORS.invitationNotFound, 404);
      return [{ type: 'EventInvitationAccepted', data }];
    }
    case 'DeclineEventInvitation': {
      const data = respondedData(command, state);
      if (state.status === 'declined') return [];
      return [{ type: 'EventInvitationDeclined', data }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const eventInvitationDecider: Decider<
  EventInvitationState,
  EventInvitationCommand,
  EventInvitationEvent
> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
