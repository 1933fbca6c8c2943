import type { InviteAccepted, InviteCreated } from '@eventfold/contracts';
import type { Decider } from '../../infrastructure/events/command-handling';
import { DomainError } from '../../infrastructure/events/domain-error';
import { SOCIAL_ERRORS } from '../social-messages';

/** One invitation to join Eventfold, stream `invite-{inviteId}`: single use. */
export type InviteState =
  { status: 'none' } | { status: 'open'; referrerId: string } | { status: 'accepted' };
export type InviteEvent = InviteCreated | InviteAccepted;
export type InviteCommand =
  | { type: 'CreateInvite'; inviteId: string; userId: string; tokenHash: string; email: string | null }
  | { type: 'AcceptInvite'; inviteId: string; acceptedById: string };

export function inviteStreamId(inviteId: string): string {
  return `invite-${inviteId}`;
}

export function evolve(_: InviteState, event: InviteEvent): InviteState {
  switch (event.type) {
    case 'InviteCreated':
      return { status: 'open', referrerId: event.data.userId };
    case 'InviteAccepted':
      return { status: 'accepted' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decide(command: InviteCommand, state: InviteState): InviteEvent[] {
  switch (command.type) {
    case 'CreateInvite': {
      if (state.status !== 'none') throw new Error(`invite ${command.inviteId} exists`);
      const { inviteId, userId, tokenHash, email } = command;
      return [{ type: 'InviteCreated', data: { inviteId, userId, tokenHash, email } }];
    }
    case 'AcceptInvite':
      // A token that never was, one used already and one's own say so: each asks something else
      // of the person (check the link, nothing, share it). Only a used one says "already used".
      if (state.status === 'none') throw new DomainError(SOCIAL_ERRORS.inviteNotValid, 400);
      if (state.status === 'accepted') throw new DomainError(SOCIAL_ERRORS.invalidInvite, 400);
      if (state.referrerId === command.acceptedById) throw new DomainError(SOCIAL_ERRORS.ownInvite, 400);
      return [
        {
          type: 'InviteAccepted',
          data: { inviteId: command.inviteId, userId: state.referrerId, acceptedById: command.acceptedById },
        },
      ];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const inviteDecider: Decider<InviteState, InviteCommand, InviteEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
