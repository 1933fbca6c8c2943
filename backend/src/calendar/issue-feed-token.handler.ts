import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { calendarFeedDecider, calendarFeedStreamId } from './calendar-feed.decider';
import { CalendarStreams } from './calendar-streams';
import { FeedTokens } from './feed-tokens';

type IssueFeedTokenResult = { token: string; position: bigint | null };

/** Issues token number `generation` of the user's feed, revoking the one before it. */
export class IssueFeedToken extends Command<IssueFeedTokenResult> {
  constructor(
    readonly userId: string,
    readonly generation: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(IssueFeedToken)
export class IssueFeedTokenHandler implements ICommandHandler<IssueFeedToken> {
  constructor(
    private readonly streams: CalendarStreams,
    private readonly tokens: FeedTokens,
  ) {}

  async execute({ userId, generation, context }: IssueFeedToken): Promise<IssueFeedTokenResult> {
    const token = this.tokens.tokenFor(userId, generation);
    const { position } = await this.streams.execute(
      calendarFeedStreamId(userId),
      calendarFeedDecider,
      { type: 'IssueFeedToken', userId, generation, tokenHash: FeedTokens.hash(token) },
      context,
    );
    return { token, position };
  }
}
