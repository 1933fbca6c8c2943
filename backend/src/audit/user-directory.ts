import type { AuditUser, EventStore } from '@eventfold/contracts';
import type { EventSerializer } from '../infrastructure/events/event-serializer';
import { userStreamId } from '../identity/user.decider';
import { findEmailClaim } from '../identity/email-claim';

export interface LogAccess {
  eventStore: EventStore;
  serializer: EventSerializer;
  emailClaimKey: Buffer;
}

/**
 * A user as the log itself knows them (their own stream, decrypted), for the command-line tools,
 * which must not open the read store the server holds. Null for an unknown or erased account.
 */
export async function userFromLog(log: LogAccess, userId: string): Promise<AuditUser | null> {
  const stored = await log.eventStore.readStream(userStreamId(userId));
  let user = null as AuditUser | null;
  for (const event of stored) {
    const current = await log.serializer.deserialize(event);
    if (current === null) continue;
    const data = current.data as Record<string, unknown>;
    if (current.type === 'UserRegistered') {
      const fullName = [data['firstName'], data['lastName']].filter((part) => typeof part === 'string');
      user = {
        id: userId,
        email: (data['email'] as string | null) ?? '',
        name: fullName.join(' '),
        createdAt: current.metadata.occurredAt,
      };
    } else if (current.type === 'ProfileUpdated' && user !== null && typeof data['name'] === 'string') {
      user = { ...user, name: data['name'] };
    } else if (current.type === 'UserErased') {
      user = null;
    }
  }
  return user;
}

/** The account an address belongs to, through its claim stream; null when nobody holds it. */
export async function userByEmailFromLog(log: LogAccess, email: string): Promise<AuditUser | null> {
  const claim = await findEmailClaim(log.eventStore, log.emailClaimKey, email);
  return claim === null ? null : userFromLog(log, claim.userId);
}
