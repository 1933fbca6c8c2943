import type { NotificationsRead } from '@eventfold/contracts';
import type { Decider } from '../../infrastructure/events/command-handling';

/**
 * A user's reading of their notifications, stream `notifications-{userId}`. Notifications themselves
 * are derived from other events; only "read" is a decision of the recipient, and always allowed.
 */
export type NotificationsState = { status: 'active' };
export type NotificationsCommand = { type: 'MarkNotificationsRead'; userId: string; ids: string[] | null };

export function notificationsStreamId(userId: string): string {
  return `notifications-${userId}`;
}

export function decide(command: NotificationsCommand, _: NotificationsState): NotificationsRead[] {
  switch (command.type) {
    case 'MarkNotificationsRead':
      if (command.ids !== null && command.ids.length === 0) return [];
      return [{ type: 'NotificationsRead', data: { userId: command.userId, notificationIds: command.ids } }];
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown command ${String(unknown)}`);
    }
  }
}

export const notificationsDecider: Decider<NotificationsState, NotificationsCommand, NotificationsRead> = {
  initialState: () => ({ status: 'active' }),
  evolve: (state) => state,
  decide,
};
