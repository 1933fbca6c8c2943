import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  respondFriendRequestSchema,
  sendFriendRequestSchema,
  type Friend,
  type FriendActivity,
  type FriendRequest,
  userIdSchema,
} from '@eventfold/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { AuthenticatedGuard } from '../../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext } from '../../infrastructure/http/request-context';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe';
import { ActivityQuery } from './activity.query';
import { ChangeFriendship } from './change-friendship.handler';
import { FriendsQuery } from './friends.query';
import { RequestFriend } from './request-friend.handler';

type Respond = z.infer<typeof respondFriendRequestSchema>;
type SendRequest = z.infer<typeof sendFriendRequestSchema>;

/** Friends, requests and activity. Every answer is the signed-in user's own view. */
@Controller('api/friends')
@UseGuards(AuthenticatedGuard)
export class FriendsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projections: ProjectionsService,
    private readonly friends: FriendsQuery,
    private readonly activity: ActivityQuery,
  ) {}

  @Get()
  list(@CurrentUserId() userId: string): Promise<Friend[]> {
    return this.friends.friends(userId);
  }

  @Get('requests')
  requests(@CurrentUserId() userId: string): Promise<FriendRequest[]> {
    return this.friends.incomingRequests(userId);
  }

  @Get('activity')
  feed(@CurrentUserId() userId: string): Promise<FriendActivity[]> {
    return this.activity.feed(userId);
  }

  /** `status: 'accepted'` when they had already asked: asking back connects the two. */
  @Post('request')
  async request(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Body(new ZodValidationPipe(sendFriendRequestSchema)) body: SendRequest,
  ): Promise<{ status: 'pending' | 'accepted' }> {
    const { events, position } = await this.commands.execute(new RequestFriend(userId, body.userId, context));
    await this.projections.waitFor(position);
    return { status: events.some((event) => event.type === 'FriendAccepted') ? 'accepted' : 'pending' };
  }

  @Post('accept')
  @HttpCode(200)
  async accept(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Body(new ZodValidationPipe(respondFriendRequestSchema)) body: Respond,
  ): Promise<{ success: true }> {
    const command = { type: 'AcceptFriendRequest', userId, requesterId: body.requesterId } as const;
    await this.projections.waitFor(await this.commands.execute(new ChangeFriendship(command, context)));
    return { success: true };
  }

  @Post('decline')
  @HttpCode(200)
  async decline(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Body(new ZodValidationPipe(respondFriendRequestSchema)) body: Respond,
  ): Promise<{ success: true }> {
    const command = { type: 'DeclineFriendRequest', userId, requesterId: body.requesterId } as const;
    await this.projections.waitFor(await this.commands.execute(new ChangeFriendship(command, context)));
    return { success: true };
  }

  @Delete(':friendId')
  async unfriend(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('friendId', new ZodValidationPipe(userIdSchema('friendId'))) friendId: string,
  ): Promise<{ success: true }> {
    const command = { type: 'RemoveFriend', userId, friendId } as const;
    await this.projections.waitFor(await this.commands.execute(new ChangeFriendship(command, context)));
    return { success: true };
  }
}
