import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ALERT_MESSAGES, type CreateAlertRule } from '@eventfold/contracts';
import { DomainError } from '../../infrastructure/events/domain-error';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { SourcesQuery } from '../../sources/sources.query';
import { AlertStreams } from '../alert-streams';
import { alertRulesDecider, alertRulesStreamId } from './alert-rules.decider';

export interface AddedAlertRule {
  ruleId: string;
  position: bigint | null;
}

export class AddAlertRule extends Command<AddedAlertRule> {
  constructor(
    readonly userId: string,
    readonly rule: CreateAlertRule,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** A venue rule names one of the person's own sources; someone else's (or none) is unknown to them. */
@CommandHandler(AddAlertRule)
export class AddAlertRuleHandler implements ICommandHandler<AddAlertRule> {
  constructor(
    private readonly streams: AlertStreams,
    private readonly sources: SourcesQuery,
  ) {}

  async execute({ userId, rule, context }: AddAlertRule): Promise<AddedAlertRule> {
    if (rule.kind === 'venue') {
      const source = await this.sources.findById(rule.value);
      if (source === null || source.userId !== userId)
        throw new DomainError(ALERT_MESSAGES.venueUnknown, 400);
    }
    const ruleId = randomUUID();
    const { position } = await this.streams.execute(
      alertRulesStreamId(userId),
      alertRulesDecider,
      { type: 'AddAlertRule', userId, ruleId, ...rule },
      context,
    );
    return { ruleId, position };
  }
}
