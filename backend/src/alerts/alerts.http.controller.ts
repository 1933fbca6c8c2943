import { Body, Controller, Delete, Get, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ALERT_MESSAGES,
  alertRuleIdSchema,
  createAlertRuleSchema,
  type AlertRule,
  type CreateAlertRule,
} from '@eventfold/contracts';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { WriteLimits } from '../infrastructure/rate-limits/write-limits';
import { AuthenticatedGuard } from '../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext } from '../infrastructure/http/request-context';
import { ZodValidationPipe } from '../infrastructure/http/zod-validation.pipe';
import { AddAlertRule, type AddedAlertRule } from './rules/add-alert-rule.handler';
import { AlertRulesQuery, toAlertRule } from './rules/alert-rules.query';
import { RemoveAlertRule } from './rules/remove-alert-rule.handler';

/** The signed-in person's alert rules; every rule is an event on their own stream. */
@Controller('api/alerts')
@UseGuards(AuthenticatedGuard)
export class AlertsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projections: ProjectionsService,
    private readonly rules: AlertRulesQuery,
    private readonly writeLimits: WriteLimits,
  ) {}

  @Get()
  async list(@CurrentUserId() userId: string): Promise<AlertRule[]> {
    return (await this.rules.listForUser(userId)).map(toAlertRule);
  }

  @Post()
  async add(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Body(new ZodValidationPipe(createAlertRuleSchema)) rule: CreateAlertRule,
  ): Promise<AlertRule> {
    // The decider holds the 50 a person may keep (on their stream, so races cannot pass it); this is the pace.
    await this.writeLimits.admit('alertRules', userId);
    const added: AddedAlertRule = await this.commands.execute(new AddAlertRule(userId, rule, context));
    await this.projections.waitFor(added.position);
    const found = (await this.rules.listForUser(userId)).find((each) => each.ruleId === added.ruleId);
    if (found === undefined) throw new NotFoundException(ALERT_MESSAGES.notFound);
    return toAlertRule(found);
  }

  @Delete(':id')
  async remove(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id', new ZodValidationPipe(alertRuleIdSchema)) ruleId: string,
  ): Promise<{ success: true }> {
    await this.projections.waitFor(await this.commands.execute(new RemoveAlertRule(userId, ruleId, context)));
    return { success: true };
  }
}
