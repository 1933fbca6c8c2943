import { Injectable } from '@nestjs/common';
import type { AppNotification } from '@eventfold/contracts';
import type { NotificationInboxDocument } from '@eventfold/projections';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { PublicUsers } from '../public-users';

@Injectable()
export class NotificationsQuery {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly users: PublicUsers,
  ) {}

  /** Latest first. Blocks are applied as notifications arrive, and again here for older ones. */
  async latest(userId: string, limit: number): Promise<AppNotification[]> {
    const inbox = await this.inbox(userId);
    if (inbox === null) return [];
    const hidden = new Set([...inbox.blocked, ...inbox.blockedBy]);
    const items = inbox.items.filter((item) => !hidden.has(item.actorId)).slice(0, limit);
    const user = await this.users.byIds(items.map((item) => item.actorId));
    return items.map((item) => ({
      id: item.id,
      type: item.type,
      actor: user(item.actorId),
      eventId: item.eventId,
      data: item.data,
      read: item.read,
      createdAt: item.createdAt,
    }));
  }

  async unreadCount(userId: string): Promise<number> {
    const inbox = await this.inbox(userId);
    if (inbox === null) return 0;
    const hidden = new Set([...inbox.blocked, ...inbox.blockedBy]);
    return inbox.items.filter((item) => !item.read && !hidden.has(item.actorId)).length;
  }

  private inbox(userId: string): Promise<NotificationInboxDocument | null> {
    return this.projections.collection<NotificationInboxDocument>('notifications').findOne({ _id: userId });
  }
}
