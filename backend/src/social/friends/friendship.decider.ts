import type {
  FriendAccepted,
  FriendRemoved,
  FriendRequestDeclined,
  FriendRequested,
} from '@eventfold/contracts';
import type { Decider } from '../../infrastructure/events/command-handling';
import { DomainError } from '../../infrastructure/events/domain-error';
import { SOCIAL_ERRORS } from '../social-messages';

/** The friendship of one pair of users, whoever asked first. */
export type FriendshipState =
  | { status: 'none' }
  | { status: 'pending'; requesterId: string; addresseeId: string }
  | { status: 'friends' };
export type FriendshipEvent = FriendRequested | FriendAccepted | FriendRequestDeclined | FriendRemoved;
export type FriendshipCommand =
  | { type: 'RequestFriend'; requesterId: string; addresseeId: string }
  | { type: 'AcceptFriendRequest'; userId: string; requesterId: string }
  | { type: 'DeclineFriendRequest'; userId: string; requesterId: string }
  | { type: 'RemoveFriend'; userId: string; friendId: string }
  | { type: 'ConnectViaInvite'; referrerId: string; acceptedById: string; inviteId: string }
  | { type: 'SeverForBlock'; blockerId: string; blockedId: string };

/** One stream per unordered pair, so both users' commands meet the same state. */
export function friendshipStreamId(a: string, b: string): string {
  return a < b ? `friendship-${a}-${b}` : `friendship-${b}-${a}`;
}

export function evolve(_: FriendshipState, event: FriendshipEvent): FriendshipState {
  switch (event.type) {
    case 'FriendRequested':
      return { status: 'pending', requesterId: event.data.requesterId, addresseeId: event.data.addresseeId };
    case 'FriendAccepted':
      return { status: 'friends' };
    case 'FriendRequestDeclined':
    case 'FriendRemoved':
      return { status: 'none' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

function request(requesterId: string, addresseeId: string, state: FriendshipState): FriendshipEvent[] {
  if (state.status === 'friends') throw new DomainError(SOCIAL_ERRORS.alreadyFriends, 409);
  if (state.status === 'pending') {
    if (state.requesterId === requesterId) throw new DomainError(SOCIAL_ERRORS.alreadyRequested, 409);
    // They already asked: asking back is agreeing.
    return [
      {
        type: 'FriendAccepted',
        data: { requesterId: state.requesterId, addresseeId: requesterId, viaInviteId: null },
      },
    ];
  }
  return [{ type: 'FriendRequested', data: { requesterId, addresseeId, viaInviteId: null } }];
}

function pendingFrom(requesterId: string, userId: string, state: FriendshipState): void {
  if (state.status === 'friends') throw new DomainError(SOCIAL_ERRORS.alreadyFriends, 409);
  if (state.status !== 'pending' || state.requesterId !== requesterId || state.addresseeId !== userId)
    throw new DomainError(SOCIAL_ERRORS.noPendingRequest, 404);
}

export function decide(command: FriendshipCommand, state: FriendshipState): FriendshipEvent[] {
  switch (command.type) {
    case 'RequestFriend':
      return request(command.requesterId, command.addresseeId, state);
    case 'AcceptFriendRequest':
      pendingFrom(command.requesterId, command.userId, state);
      return [
        {
          type: 'FriendAccepted',
          data: { requesterId: command.requesterId, addresseeId: command.userId, viaInviteId: null },
        },
      ];
    case 'DeclineFriendRequest':
      pendingFrom(command.requesterId, command.userId, state);
      return [
        {
          type: 'FriendRequestDeclined',
          data: { requesterId: command.requesterId, addresseeId: command.userId },
        },
      ];
    case 'RemoveFriend':
      if (state.status !== 'friends') throw new DomainError(SOCIAL_ERRORS.notFriends, 404);
      return [{ type: 'FriendRemoved', data: { userId: command.userId, friendId: command.friendId } }];
    case 'ConnectViaInvite':
      // The invite is spent either way; two friends stay friends.
      if (state.status === 'friends') return [];
      return [
        {
          type: 'FriendAccepted',
          data: {
            requesterId: command.referrerId,
            addresseeId: command.acceptedById,
            viaInviteId: command.inviteId,
          },
        },
      ];
    case 'SeverForBlock':
      if (state.status === 'friends')
        return [{ type: 'FriendRemoved', data: { userId: command.blockerId, friendId: command.blockedId } }];
      if (state.status === 'pending')
        return [
          {
            type: 'FriendRequestDeclined',
            data: { requesterId: state.requesterId, addresseeId: state.addresseeId },
          },
        ];
      return [];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const friendshipDecider: Decider<FriendshipState, FriendshipCommand, FriendshipEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
