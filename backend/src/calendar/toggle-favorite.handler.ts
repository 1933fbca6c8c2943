import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { CalendarStreams } from './calendar-streams';
import { favoritesDecider, favoritesStreamId } from './favorites.decider';

type ToggleFavoriteResult = { favorited: boolean; position: bigint | null };

/** The caller has checked that the event is in the user's calendar. */
export class ToggleFavorite extends Command<ToggleFavoriteResult> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ToggleFavorite)
export class ToggleFavoriteHandler implements ICommandHandler<ToggleFavorite> {
  constructor(private readonly streams: CalendarStreams) {}

  async execute({ userId, eventId, context }: ToggleFavorite): Promise<ToggleFavoriteResult> {
    const { events, position } = await this.streams.execute(
      favoritesStreamId(userId),
      favoritesDecider,
      { type: 'ToggleFavorite', userId, eventId },
      context,
    );
    return { favorited: events.some((event) => event.type === 'EventFavorited'), position };
  }
}
