import type { DomainEvent } from '@eventfold/contracts';
import { DomainError } from '../infrastructure/events/domain-error';
import { blocksDecider } from './friends/blocks.decider';
import { friendshipDecider, type FriendshipEvent } from './friends/friendship.decider';
import { eventInvitationDecider } from './event-invitations/event-invitation.decider';
import { inviteDecider } from './invites/invite.decider';
import { commentDecider } from './reactions/comment.decider';
import { likesDecider } from './reactions/likes.decider';
import { SOCIAL_ERRORS } from './social-messages';
import type { Decider } from '../infrastructure/events/command-handling';

function given<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, events: NoInfer<E>[]): S {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}

function refusal(run: () => unknown): [string, number] | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof DomainError ? [error.message, error.status] : null;
  }
}

const requested: FriendshipEvent = {
  type: 'FriendRequested',
  data: { requesterId: 'a', addresseeId: 'b', viaInviteId: null },
};

describe('friendship decider', () => {
  const decide = (events: FriendshipEvent[], command: Parameters<typeof friendshipDecider.decide>[0]) =>
    friendshipDecider.decide(command, given(friendshipDecider, events));

  it('turns a request back into an acceptance, and refuses duplicates', () => {
    expect(decide([requested], { type: 'RequestFriend', requesterId: 'b', addresseeId: 'a' })).toEqual([
      { type: 'FriendAccepted', data: { requesterId: 'a', addresseeId: 'b', viaInviteId: null } },
    ]);
    expect(
      refusal(() => decide([requested], { type: 'RequestFriend', requesterId: 'a', addresseeId: 'b' })),
    ).toEqual(['You have already sent a friend request to this user.', 409]);
  });

  it('lets only the addressee answer', () => {
    expect(
      refusal(() => decide([requested], { type: 'AcceptFriendRequest', userId: 'a', requesterId: 'b' }))?.[1],
    ).toBe(404);
    expect(
      decide([requested], { type: 'DeclineFriendRequest', userId: 'b', requesterId: 'a' })[0]?.type,
    ).toBe('FriendRequestDeclined');
  });

  it('connects through an invite at once, and a block severs what exists', () => {
    const connect = { type: 'ConnectViaInvite', referrerId: 'a', acceptedById: 'b', inviteId: 'i' } as const;
    expect(decide([], connect)[0]).toEqual({
      type: 'FriendAccepted',
      data: { requesterId: 'a', addresseeId: 'b', viaInviteId: 'i' },
    });
    const friends = decide([], connect);
    expect(decide(friends, connect)).toEqual([]);
    expect(decide(friends, { type: 'SeverForBlock', blockerId: 'b', blockedId: 'a' })[0]?.type).toBe(
      'FriendRemoved',
    );
    expect(decide([], { type: 'SeverForBlock', blockerId: 'b', blockedId: 'a' })).toEqual([]);
  });
});

describe('other social deciders', () => {
  it('blocks once, unblocks what is blocked', () => {
    const blocked = given(blocksDecider, [{ type: 'UserBlocked', data: { blockerId: 'a', blockedId: 'd' } }]);
    expect(
      refusal(() =>
        blocksDecider.decide({ type: 'BlockUser', blockerId: 'a', blockedId: 'd' }, blocked),
      )?.[1],
    ).toBe(409);
    expect(
      refusal(() =>
        blocksDecider.decide({ type: 'UnblockUser', blockerId: 'a', blockedId: 'c' }, blocked),
      )?.[1],
    ).toBe(404);
  });

  it('uses an invite once, never by its referrer', () => {
    const open = given(inviteDecider, [
      { type: 'InviteCreated', data: { inviteId: 'i', userId: 'a', tokenHash: 'h', email: null } },
    ]);
    expect(
      inviteDecider.decide({ type: 'AcceptInvite', inviteId: 'i', acceptedById: 'b' }, open),
    ).toHaveLength(1);
    expect(
      refusal(() => inviteDecider.decide({ type: 'AcceptInvite', inviteId: 'i', acceptedById: 'a' }, open)),
    ).toEqual([SOCIAL_ERRORS.ownInvite, 400]);
    expect(
      refusal(() =>
        inviteDecider.decide({ type: 'AcceptInvite', inviteId: 'i', acceptedById: 'b' }, { status: 'none' }),
      ),
    ).toEqual([SOCIAL_ERRORS.inviteNotValid, 400]);
    const used = inviteDecider.evolve(open, {
      type: 'InviteAccepted',
      data: { inviteId: 'i', userId: 'a', acceptedById: 'b' },
    });
    expect(
      refusal(() =>
        inviteDecider.decide({ type: 'AcceptInvite', inviteId: 'i', acceptedById: 'c' }, used),
      )?.[0],
    ).toContain('Invalid or already used');
  });

  it('likes idempotently and deletes only own comments of that event', () => {
    const like = {
      type: 'LikeEvent',
      userId: 'a',
      eventId: 'e',
      eventOwnerId: 'o',
      eventTitle: 'T',
    } as const;
    const liked = given(likesDecider, likesDecider.decide(like, likesDecider.initialState()));
    expect(likesDecider.decide(like, liked)).toEqual([]);
    const posted = given(commentDecider, [
      {
        type: 'CommentPosted',
        data: { commentId: 'c', eventId: 'e', userId: 'a', content: 'x', eventOwnerId: 'o', eventTitle: 'T' },
      },
    ]);
    expect(
      refusal(() =>
        commentDecider.decide({ type: 'DeleteComment', commentId: 'c', eventId: 'e', userId: 'b' }, posted),
      )?.[1],
    ).toBe(403);
    expect(
      refusal(() =>
        commentDecider.decide({ type: 'DeleteComment', commentId: 'c', eventId: 'f', userId: 'a' }, posted),
      )?.[1],
    ).toBe(404);
  });

  it('invites anew only after a decline', () => {
    const send = {
      type: 'SendEventInvitation',
      invitationId: 'n',
      eventId: 'e',
      inviterId: 'a',
      inviteeId: 'b',
      event: {
        title: 'T',
        description: null,
        startDate: 's',
        endDate: null,
        allDay: false,
        timezone: 'z',
        location: null,
        url: null,
        imageUrl: null,
      },
    } as const;
    const pending = given(
      eventInvitationDecider,
      eventInvitationDecider.decide(send, eventInvitationDecider.initialState()),
    );
    expect(eventInvitationDecider.decide(send, pending)).toEqual([]);
    const declined = given(eventInvitationDecider, [
      ...eventInvitationDecider.decide(send, eventInvitationDecider.initialState()),
      {
        type: 'EventInvitationDeclined',
        data: { invitationId: 'n', eventId: 'e', inviterId: 'a', inviteeId: 'b' },
      },
    ]);
    expect(eventInvitationDecider.decide(send, declined)).toHaveLength(1);
    expect(
      refusal(() =>
        eventInvitationDecider.decide(
          { type: 'AcceptEventInvitation', eventId: 'e', inviteeId: 'b' },
          declined,
        ),
      )?.[1],
    ).toBe(404);
  });
});
