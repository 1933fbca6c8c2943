import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { AlertStreams } from '../alert-streams';
import { alertRulesDecider, alertRulesStreamId } from './alert-rules.decider';

export class RemoveAlertRule extends Command<bigint | null> {
  constructor(
    readonly userId: string,
    readonly ruleId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Only the person's own stream is read, so someone else's rule is simply not found (404). */
@CommandHandler(RemoveAlertRule)
export class RemoveAlertRuleHandler implements ICommandHandler<RemoveAlertRule> {
  constructor(private readonly streams: AlertStreams) {}

  async execute({ userId, ruleId, context }: RemoveAlertRule): Promise<bigint | null> {
    const result = await this.streams.execute(
      alertRulesStreamId(userId),
      alertRulesDecider,
      { type: 'RemoveAlertRule', userId, ruleId },
      context,
    );
    return result.position;
  }
}
