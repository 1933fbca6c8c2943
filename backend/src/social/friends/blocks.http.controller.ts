import { Body, Controller, Delete, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { sendFriendRequestSchema, userIdSchema } from '@eventfold/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { AuthenticatedGuard } from '../../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext } from '../../infrastructure/http/request-context';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe';
import { BlockUser } from './block-user.handler';
import { UnblockUser } from './unblock-user.handler';

/** No screen shows blocking (spec, section 3); the calls exist so that blocks can be honoured. */
@Controller('api/blocks')
@UseGuards(AuthenticatedGuard)
export class BlocksHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projections: ProjectionsService,
  ) {}

  @Post()
  async block(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Body(new ZodValidationPipe(sendFriendRequestSchema)) body: z.infer<typeof sendFriendRequestSchema>,
  ): Promise<{ success: true }> {
    await this.projections.waitFor(await this.commands.execute(new BlockUser(userId, body.userId, context)));
    return { success: true };
  }

  @Delete(':userId')
  async unblock(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('userId', new ZodValidationPipe(userIdSchema('userId'))) blockedId: string,
  ): Promise<{ success: true }> {
    await this.projections.waitFor(await this.commands.execute(new UnblockUser(userId, blockedId, context)));
    return { success: true };
  }
}
