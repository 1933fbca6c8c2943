import { Inject, Injectable } from '@nestjs/common';
import type { EventStore, Filter, ReadStore } from '@eventfold/contracts';
import type { FriendsDocument } from '@eventfold/projections';
import { findEmailClaim } from '../../identity/email-claim';
import { userStreamId } from '../../identity/user.decider';
import { UserStreams } from '../../identity/user-streams';
import { UsersQuery } from '../../identity/users.query';
import { EncryptedBlobStore } from '../../infrastructure/blobs/encrypted-blob-store';
import { EventSerializer, type CommandContext } from '../../infrastructure/events/event-serializer';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import type { KeyStore } from '../../infrastructure/keys/key-store.port';
import { EMAIL_CLAIM_KEY, EVENT_STORE, KEY_STORE, READ_STORE } from '../../infrastructure/stores.tokens';

/** Read-model rows that belong to the user alone, removed once the erasure is projected. */
const OWN_ROWS: readonly { readModel: string; filter: (userId: string) => Filter }[] = [
  { readModel: 'sources', filter: (userId) => ({ userId }) },
  { readModel: 'calendar', filter: (userId) => ({ userId }) },
  { readModel: 'likes', filter: (userId) => ({ userId }) },
  { readModel: 'short_urls', filter: (userId) => ({ userId }) },
  { readModel: 'calendar_feeds', filter: (userId) => ({ _id: userId }) },
  { readModel: 'notifications', filter: (userId) => ({ userId }) },
  { readModel: 'activity', filter: (userId) => ({ userId }) },
  { readModel: 'invites', filter: (userId) => ({ referrerId: userId }) },
  { readModel: 'event_marks', filter: (userId) => ({ userId }) },
  { readModel: 'user_history', filter: (userId) => ({ userId }) },
];

function relatedUsers(friends: FriendsDocument | null): string[] {
  if (friends === null) return [];
  const links = [...friends.friends, ...friends.incoming, ...friends.outgoing].map((link) => link.userId);
  return [...new Set([...links, ...friends.blocked, ...friends.blockedBy])];
}

/**
 * Erases an account at its owner's request: `UserErased` (friends lose the edge, the account leaves
 * the users read model), the e-mail claim released, the data key destroyed (every personal field the
 * user left in the log reads as null from now on), avatar files deleted, the user's own read-model
 * rows and every session removed. The log keeps its events.
 */
@Injectable()
export class AccountErasure {
  constructor(
    private readonly users: UserStreams,
    private readonly usersQuery: UsersQuery,
    private readonly projections: ProjectionsService,
    private readonly blobs: EncryptedBlobStore,
    private readonly serializer: EventSerializer,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(KEY_STORE) private readonly keyStore: KeyStore,
    @Inject(EMAIL_CLAIM_KEY) private readonly emailClaimKey: Buffer,
  ) {}

  async erase(userId: string, context: CommandContext): Promise<void> {
    const user = await this.usersQuery.findById(userId);
    const friends = await this.projections.collection<FriendsDocument>('friends').findOne({ _id: userId });
    const avatarIds = await this.avatarIds(userId);
    const erased = await this.users.execute(
      userId,
      { type: 'EraseUser', relatedUserIds: relatedUsers(friends) },
      context,
    );
    await this.releaseEmail(userId, user?.email ?? null, context);
    await this.keyStore.erase(userId);
    for (const avatarId of avatarIds) await this.blobs.delete(avatarId);
    await this.projections.waitFor(erased.position);
    for (const { readModel, filter } of OWN_ROWS)
      await this.projections.collection(readModel).deleteMany(filter(userId));
    await this.readStore.collection('sessions').deleteMany({ 'sess.passport.user': userId });
  }

  private async releaseEmail(userId: string, email: string | null, context: CommandContext): Promise<void> {
    if (email === null) return;
    const claim = await findEmailClaim(this.eventStore, this.emailClaimKey, email);
    if (claim === null || claim.userId !== userId) return;
    const released = await this.serializer.serialize({ type: 'EmailReleased', data: { userId } }, context);
    await this.eventStore.appendToStream(claim.streamId, [released], 'any');
  }

  /** Every picture the user ever uploaded, from their own stream. */
  private async avatarIds(userId: string): Promise<string[]> {
    const events = await this.eventStore.readStream(userStreamId(userId));
    return events.flatMap((event) =>
      event.type === 'AvatarChanged' ? [String(event.data['avatarId'])] : [],
    );
  }
}
