import { Injectable } from '@nestjs/common';
import type { Friend, FriendRequest } from '@eventfold/contracts';
import type { FriendsDocument } from '@eventfold/projections';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { PublicUsers } from '../public-users';

/** What one user's social circle looks like to them; every visibility check starts here. */
export interface Circle {
  friends: ReadonlySet<string>;
  /** Blocked by the viewer, or blocking the viewer: neither sees anything of the other. */
  hidden: ReadonlySet<string>;
}

@Injectable()
export class FriendsQuery {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly users: PublicUsers,
  ) {}

  async document(userId: string): Promise<FriendsDocument> {
    const doc = await this.projections.collection<FriendsDocument>('friends').findOne({ _id: userId });
    return (
      doc ?? {
        _id: userId,
        _position: '0',
        userId,
        friends: [],
        incoming: [],
        outgoing: [],
        blocked: [],
        blockedBy: [],
      }
    );
  }

  async circle(userId: string): Promise<Circle> {
    const doc = await this.document(userId);
    const hidden = new Set([...doc.blocked, ...doc.blockedBy]);
    return { friends: new Set(doc.friends.map((f) => f.userId).filter((id) => !hidden.has(id))), hidden };
  }

  async isHiddenFrom(userId: string, otherId: string): Promise<boolean> {
    return (await this.circle(userId)).hidden.has(otherId);
  }

  async friends(userId: string): Promise<Friend[]> {
    const doc = await this.document(userId);
    const user = await this.users.byIds(doc.friends.map((f) => f.userId));
    return doc.friends
      .slice()
      .sort((a, b) => (a.since < b.since ? 1 : -1))
      .map((f) => ({ ...user(f.userId), friendsSince: f.since }));
  }

  async incomingRequests(userId: string): Promise<FriendRequest[]> {
    const doc = await this.document(userId);
    const hidden = new Set(doc.blocked);
    const incoming = doc.incoming.filter((r) => !hidden.has(r.userId));
    const user = await this.users.byIds(incoming.map((r) => r.userId));
    return incoming
      .sort((a, b) => (a.since < b.since ? 1 : -1))
      .map((r) => ({
        requesterId: r.userId,
        requester: user(r.userId),
        status: 'pending',
        createdAt: r.since,
      }));
  }
}
