import type { UserBlocked, UserUnblocked } from '@eventfold/contracts';
import type { Decider } from '../../infrastructure/events/command-handling';
import { DomainError } from '../../infrastructure/events/domain-error';
import { SOCIAL_ERRORS } from '../social-messages';

/** The users one user blocked, stream `blocks-{blockerId}`. */
export type BlocksState = { status: 'active'; blocked: ReadonlySet<string> };
export type BlocksEvent = UserBlocked | UserUnblocked;
export type BlocksCommand =
  | { type: 'BlockUser'; blockerId: string; blockedId: string }
  | { type: 'UnblockUser'; blockerId: string; blockedId: string };

export function blocksStreamId(blockerId: string): string {
  return `blocks-${blockerId}`;
}

export function evolve(state: BlocksState, event: BlocksEvent): BlocksState {
  const blocked = new Set(state.blocked);
  switch (event.type) {
    case 'UserBlocked':
      blocked.add(event.data.blockedId);
      break;
    case 'UserUnblocked':
      blocked.delete(event.data.blockedId);
      break;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
  return { status: 'active', blocked };
}

export function decide(command: BlocksCommand, state: BlocksState): BlocksEvent[] {
  const data = { blockerId: command.blockerId, blockedId: command.blockedId };
  switch (command.type) {
    case 'BlockUser':
      if (command.blockerId === command.blockedId) throw new DomainError(SOCIAL_ERRORS.blockYourself, 400);
      if (state.blocked.has(command.blockedId)) throw new DomainError(SOCIAL_ERRORS.alreadyBlocked, 409);
      return [{ type: 'UserBlocked', data }];
    case 'UnblockUser':
      if (!state.blocked.has(command.blockedId)) throw new DomainError(SOCIAL_ERRORS.notBlocked, 404);
      return [{ type: 'UserUnblocked', data }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const blocksDecider: Decider<BlocksState, BlocksCommand, BlocksEvent> = {
  initialState: () => ({ status: 'active', blocked: new Set() }),
  evolve,
  decide,
};
