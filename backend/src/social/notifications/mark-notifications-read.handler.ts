import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { SocialStreams } from '../social-streams';
import { notificationsDecider, notificationsStreamId } from './notifications.decider';

/** `ids` null: everything received so far. */
export class MarkNotificationsRead extends Command<bigint | null> {
  constructor(
    readonly userId: string,
    readonly ids: string[] | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(MarkNotificationsRead)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsRead> {
  constructor(private readonly streams: SocialStreams) {}

  async execute({ userId, ids, context }: MarkNotificationsRead): Promise<bigint | null> {
    const { position } = await this.streams.execute(
      notificationsStreamId(userId),
      notificationsDecider,
      { type: 'MarkNotificationsRead', userId, ids },
      context,
    );
    return position;
  }
}
