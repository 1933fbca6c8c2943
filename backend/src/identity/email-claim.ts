import { createHash, createHmac } from 'node:crypto';
import {
  normaliseEmail,
  SERVER_MESSAGES,
  WrongExpectedRevisionError,
  type EventStore,
  type StoredEvent,
} from '@eventfold/contracts';
import { DomainError } from '../infrastructure/events/domain-error';
import type { CommandContext, EventSerializer } from '../infrastructure/events/event-serializer';
import { userStreamId } from './user.decider';

/** A claim whose account never followed (the server died in between) is released after this long. */
const ABANDONED_CLAIM_MS = 60_000;

interface ClaimDeps {
  eventStore: EventStore;
  serializer: EventSerializer;
  emailClaimKey: Buffer;
}

/**
 * The stream name hides the address: the log shows that an address was claimed, not which one. A
 * keyed hash, so nobody holding a copy of the log can confirm a guessed address by hashing it.
 */
export function emailClaimStreamId(emailClaimKey: Buffer, email: string): string {
  return `user_email-${createHmac('sha256', emailClaimKey).update(normaliseEmail(email)).digest('hex')}`;
}

/** How claim streams were named before they were keyed; read only, so older accounts stay unique. */
export function legacyEmailClaimStreamId(email: string): string {
  return `user_email-${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`;
}

/**
 * Reserves an address for `userId` before the account is registered. The event store enforces the
 * uniqueness: the first claim is appended with "no stream", so of two simultaneous sign-ups exactly
 * one succeeds. A later claim is accepted only when the earlier one was released (its account was
 * erased) or abandoned (no account followed), and then again with the exact revision read, so that
 * a takeover races safely too. An address claimed under the old, unkeyed stream name counts as well;
 * no new claims are written there, so checking it first cannot race.
 */
export async function claimEmail(
  deps: ClaimDeps,
  email: string,
  userId: string,
  context: CommandContext,
): Promise<void> {
  if ((await holdingClaim(deps.eventStore, legacyEmailClaimStreamId(email))) !== null)
    throw new DomainError(SERVER_MESSAGES.emailTaken, 409);
  const streamId = emailClaimStreamId(deps.emailClaimKey, email);
  const claim = await deps.serializer.serialize({ type: 'EmailClaimed', data: { userId } }, context);
  try {
    await deps.eventStore.appendToStream(streamId, [claim], 'no_stream');
    return;
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
  const latest = await latestEvent(deps.eventStore, streamId);
  if (latest === undefined || (await isHeld(deps.eventStore, latest)))
    throw new DomainError(SERVER_MESSAGES.emailTaken, 409);
  try {
    await deps.eventStore.appendToStream(streamId, [claim], latest.revision);
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw new DomainError(SERVER_MESSAGES.emailTaken, 409);
    throw error;
  }
}

/** The claim stream holding the address's live claim and its owner, under either name; null when free. */
export async function findEmailClaim(
  eventStore: EventStore,
  emailClaimKey: Buffer,
  email: string,
): Promise<{ streamId: string; userId: string } | null> {
  for (const streamId of [emailClaimStreamId(emailClaimKey, email), legacyEmailClaimStreamId(email)]) {
    const owner = await holdingClaim(eventStore, streamId);
    if (owner !== null) return { streamId, userId: owner };
  }
  return null;
}

/** The owner of the stream's claim while it holds; null for no claim, a released or an abandoned one. */
async function holdingClaim(eventStore: EventStore, streamId: string): Promise<string | null> {
  const latest = await latestEvent(eventStore, streamId);
  if (latest === undefined || !(await isHeld(eventStore, latest))) return null;
  return String(latest.data['userId']);
}

async function latestEvent(eventStore: EventStore, streamId: string): Promise<StoredEvent | undefined> {
  const [latest] = await eventStore.readStream(streamId, { direction: 'backwards', maxCount: 1 });
  return latest;
}

async function isHeld(eventStore: EventStore, latest: StoredEvent): Promise<boolean> {
  if (latest.type === 'EmailReleased') return false;
  if (Date.now() - Date.parse(latest.metadata.occurredAt) < ABANDONED_CLAIM_MS) return true;
  const owner = String(latest.data['userId']);
  const registered = await eventStore.readStream(userStreamId(owner), { maxCount: 1 });
  return registered.length > 0;
}
