import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { LIMITS, markNotificationsReadSchema, type AppNotification } from '@eventfold/contracts';
import { z } from 'zod';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { AuthenticatedGuard } from '../../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext } from '../../infrastructure/http/request-context';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe';
import { MarkNotificationsRead } from './mark-notifications-read.handler';
import { NotificationsQuery } from './notifications.query';

/** The panel shows 10; "View all" asks for up to 50, the most the inbox keeps. */
const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(LIMITS.notificationPanelSize),
});

@Controller('api/notifications')
@UseGuards(AuthenticatedGuard)
export class NotificationsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projections: ProjectionsService,
    private readonly notifications: NotificationsQuery,
  ) {}

  @Get()
  list(
    @CurrentUserId() userId: string,
    @Query(new ZodValidationPipe(listQuerySchema)) query: z.output<typeof listQuerySchema>,
  ): Promise<AppNotification[]> {
    return this.notifications.latest(userId, query.limit);
  }

  @Get('unread-count')
  async unreadCount(@CurrentUserId() userId: string): Promise<{ count: number }> {
    return { count: await this.notifications.unreadCount(userId) };
  }

  @Post('read')
  @HttpCode(200)
  async read(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Body(new ZodValidationPipe(markNotificationsReadSchema))
    body: z.infer<typeof markNotificationsReadSchema>,
  ): Promise<{ count: number }> {
    await this.projections.waitFor(
      await this.commands.execute(new MarkNotificationsRead(userId, body.ids ?? null, context)),
    );
    return { count: await this.notifications.unreadCount(userId) };
  }
}
