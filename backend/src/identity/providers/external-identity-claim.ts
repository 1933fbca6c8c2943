import { createHash } from 'node:crypto';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type ExternalProvider,
  type StoredEvent,
} from '@eventfold/contracts';
import type { CommandContext, EventSerializer } from '../../infrastructure/events/event-serializer';

/** The stream name hides the provider's subject: the log shows that an identity was claimed, not whose. */
export function identityClaimStreamId(provider: ExternalProvider, subject: string): string {
  return `user_identity-${createHash('sha256').update(`${provider}\u0000${subject}`).digest('hex')}`;
}

interface Deps {
  eventStore: EventStore;
  serializer: EventSerializer;
}

/** The latest claim on a provider account: its owner and the revision to claim it over. */
export async function currentIdentityClaim(
  deps: Deps,
  provider: ExternalProvider,
  subject: string,
): Promise<{ userId: string; revision: number } | null> {
  const [latest]: StoredEvent[] = await deps.eventStore.readStream(identityClaimStreamId(provider, subject), {
    direction: 'backwards',
    maxCount: 1,
  });
  if (latest === undefined) return null;
  return { userId: String(latest.data['userId']), revision: latest.revision };
}

/**
 * Binds a provider account to `userId`. The first claim is appended with "no stream", so of two
 * simultaneous sign-ups with one Google account exactly one wins; `over` re-claims an identity whose
 * account no longer exists, at the exact revision read. Returns false when someone else got there first.
 */
export async function claimExternalIdentity(
  deps: Deps,
  provider: ExternalProvider,
  subject: string,
  userId: string,
  context: CommandContext,
  over: number | null = null,
): Promise<boolean> {
  const claim = await deps.serializer.serialize(
    { type: 'ExternalIdentityClaimed', data: { userId, provider } },
    context,
  );
  try {
    await deps.eventStore.appendToStream(
      identityClaimStreamId(provider, subject),
      [claim],
      over ?? 'no_stream',
    );
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}
