import { createHash } from 'node:crypto';
import {
  normaliseEmail,
  SERVER_MESSAGES,
  WrongExpectedRevisionError,
  type EventStore,
} from '@eventfold/contracts';
import { DomainError } from '../infrastructure/events/domain-error';
import type { CommandContext, EventSerializer } from '../infrastructure/events/event-serializer';
import { userStreamId } from './user.decider';

/** A claim whose account never followed (the server died in between) is released after this long. */
const ABANDONED_CLAIM_MS = 60_000;

/** The stream name hides the address: the log shows that an address was claimed, not which one. */
export function emailClaimStreamId(email: string): string {
  return `user_email-${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`;
}

/**
 * Reserves an address for `userId` before the account is registered. The event store enforces the
 * uniqueness: the first claim is appended with "no stream", so of two simultaneous sign-ups exactly
 * one succeeds. A later claim is accepted only when the earlier one was abandoned (no account
 * followed), and then again with the exact revision read, so that a takeover races safely too.
 */
export async function claimEmail(
  deps: { eventStore: EventStore; serializer: EventSerializer },
  email: string,
  userId: string,
  context: CommandContext,
): Promise<void> {
  const streamId = emailClaimStreamId(email);
  const claim = await deps.serializer.serialize({ type: 'EmailClaimed', data: { userId } }, context);
  try {
    await deps.eventStore.appendToStream(streamId, [claim], 'no_stream');
    return;
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
  const [latest] = await deps.eventStore.readStream(streamId, { direction: 'backwards', maxCount: 1 });
  if (latest === undefined || !(await isAbandoned(deps.eventStore, latest))) {
    throw new DomainError(SERVER_MESSAGES.emailTaken, 409);
  }
  try {
    await deps.eventStore.appendToStream(streamId, [claim], latest.revision);
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw new DomainError(SERVER_MESSAGES.emailTaken, 409);
    throw error;
  }
}

async function isAbandoned(
  eventStore: EventStore,
  claim: { data: Record<string, unknown>; metadata: { occurredAt: string } },
): Promise<boolean> {
  if (Date.now() - Date.parse(claim.metadata.occurredAt) < ABANDONED_CLAIM_MS) return false;
  const owner = String(claim.data['userId']);
  const registered = await eventStore.readStream(userStreamId(owner), { maxCount: 1 });
  return registered.length === 0;
}
