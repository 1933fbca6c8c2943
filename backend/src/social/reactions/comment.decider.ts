import type { CommentDeleted, CommentPosted } from '@eventfold/contracts';
import type { Decider } from '../../infrastructure/events/command-handling';
import { DomainError } from '../../infrastructure/events/domain-error';
import { SOCIAL_ERRORS } from '../social-messages';

/** One comment, stream `comment-{commentId}`. */
export type CommentState =
  { status: 'none' } | { status: 'posted'; eventId: string; userId: string } | { status: 'deleted' };
export type CommentEvent = CommentPosted | CommentDeleted;
export type CommentCommand =
  | {
      type: 'PostComment';
      commentId: string;
      eventId: string;
      userId: string;
      content: string;
      eventOwnerId: string;
      eventTitle: string;
    }
  | { type: 'DeleteComment'; commentId: string; eventId: string; userId: string };

export function commentStreamId(commentId: string): string {
  return `comment-${commentId}`;
}

export function evolve(_: CommentState, event: CommentEvent): CommentState {
  switch (event.type) {
    case 'CommentPosted':
      return { status: 'posted', eventId: event.data.eventId, userId: event.data.userId };
    case 'CommentDeleted':
      return { status: 'deleted' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decide(command: CommentCommand, state: CommentState): CommentEvent[] {
  switch (command.type) {
    case 'PostComment': {
      if (state.status !== 'none') throw new Error(`comment ${command.commentId} exists`);
      const { type: _type, ...data } = command;
      return [{ type: 'CommentPosted', data }];
    }
    case 'DeleteComment': {
      // A comment of another event is, from this event's address, no comment at all.
      if (state.status !== 'posted' || state.eventId !== command.eventId)
        throw new DomainError(SOCIAL_ERRORS.commentNotFound, 404);
      if (state.userId !== command.userId) throw new DomainError(SOCIAL_ERRORS.notYourComment, 403);
      const { commentId, eventId, userId } = command;
      return [{ type: 'CommentDeleted', data: { commentId, eventId, userId } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const commentDecider: Decider<CommentState, CommentCommand, CommentEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
