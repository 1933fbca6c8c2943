import { Inject, Injectable } from '@nestjs/common';
import type { EventStore, ReadStore } from '@eventfold/contracts';
import type { CalendarEventDocument, FriendsDocument } from '@eventfold/projections';
import { findEmailClaim } from '../../identity/email-claim';
import { userStreamId } from '../../identity/user.decider';
import { UserStreams } from '../../identity/user-streams';
import { UsersQuery } from '../../identity/users.query';
import { EncryptedBlobStore } from '../../infrastructure/blobs/encrypted-blob-store';
import { EventSerializer, type CommandContext } from '../../infrastructure/events/event-serializer';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { emailAddressKeyId } from '../../infrastructure/keys/email-claim-key';
import type { KeyStore } from '../../infrastructure/keys/key-store.port';
import { EMAIL_CLAIM_KEY, EVENT_STORE, KEY_STORE, READ_STORE } from '../../infrastructure/stores.tokens';

function relatedUsers(friends: FriendsDocument | null): string[] {
  if (friends === null) return [];
  const links = [...friends.friends, ...friends.incoming, ...friends.outgoing].map((link) => link.userId);
  return [...new Set([...links, ...friends.blocked, ...friends.blockedBy])];
}

/**
 * Erases an account at its owner's request. `UserErased` names the user and their own events, and
 * every read model drops or scrubs what held them when it projects that event (friends lose the
 * edge, comments on others' events lose their text, invitees lose copies of the user's events), so
 * a rebuild from the log ends the same. The e-mail claim is released, the user's data key and the key
 * of their address (invitations others sent to it) are destroyed, so every personal field they left
 * in the log reads as null from now on; avatar files and sessions are deleted, and the read store
 * rewrites its files so no earlier version of a removed document stays on disk.
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
      { type: 'EraseUser', relatedUserIds: relatedUsers(friends), eventIds: await this.ownEventIds(userId) },
      context,
    );
    const email = user?.email ?? null;
    await this.releaseEmail(userId, email, context);
    await this.keyStore.erase(userId);
    if (email !== null) await this.keyStore.erase(emailAddressKeyId(this.emailClaimKey, email));
    for (const avatarId of avatarIds) await this.blobs.delete(avatarId);
    await this.projections.waitFor(erased.position);
    await this.readStore.collection('sessions').deleteMany({ 'sess.passport.user': userId });
    await this.readStore.purgeRemoved();
  }

  /** The events the user created (not venue listings, not invitations to others' events). */
  private async ownEventIds(userId: string): Promise<string[]> {
    const own = await this.projections
      .collection<CalendarEventDocument>('calendar')
      .find({ userId, kind: 'event', sourceId: null, isInvited: false });
    return own.map((event) => event.eventId);
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
