import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { analyticsEventSchema } from '@eventfold/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { AuthenticatedGuard } from '../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext } from '../infrastructure/http/request-context';
import { ZodValidationPipe } from '../infrastructure/http/zod-validation.pipe';
import { AnalyticsRateLimits } from './analytics-rate-limits';
import { RecordAnalyticsEvent } from './record-analytics-event.handler';

/** The client's analytics (delete_source, refresh_source, event_click), kept on our own backend. */
@Controller('api/analytics')
@UseGuards(AuthenticatedGuard)
export class AnalyticsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: AnalyticsRateLimits,
  ) {}

  @Post()
  @HttpCode(204)
  async record(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Body(new ZodValidationPipe(analyticsEventSchema)) body: z.output<typeof analyticsEventSchema>,
  ): Promise<void> {
    await this.limits.admit(userId);
    await this.commands.execute(new RecordAnalyticsEvent({ userId, ...body }, context));
  }
}
