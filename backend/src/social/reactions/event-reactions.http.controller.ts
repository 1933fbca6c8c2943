import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { postCommentSchema, type EventComment, type LikeResponse } from '@eventfold/contracts';
import type { z } from 'zod';
import { DomainError } from '../../infrastructure/events/domain-error';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { AuthenticatedGuard } from '../../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext } from '../../infrastructure/http/request-context';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe';
import { WriteLimits } from '../../infrastructure/rate-limits/write-limits';
import { SOCIAL_ERRORS } from '../social-messages';
import { CommentsQuery } from './comments.query';
import { DeleteComment } from './delete-comment.handler';
import { EventAccess } from './event-access';
import { LikesQuery } from './likes.query';
import { PostComment } from './post-comment.handler';
import { SetLike } from './set-like.handler';

/** Likes and comments on one event of the viewer's calendar. */
@Controller('api/events/:id')
@UseGuards(AuthenticatedGuard)
export class EventReactionsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projections: ProjectionsService,
    private readonly access: EventAccess,
    private readonly likes: LikesQuery,
    private readonly comments: CommentsQuery,
    private readonly writeLimits: WriteLimits,
  ) {}

  @Post('like')
  @HttpCode(200)
  like(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') eventId: string,
  ) {
    return this.setLike(userId, eventId, true, context);
  }

  @Delete('like')
  unlike(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') eventId: string,
  ) {
    return this.setLike(userId, eventId, false, context);
  }

  @Get('likes')
  async likers(@CurrentUserId() userId: string, @Param('id') eventId: string) {
    await this.access.visible(userId, eventId);
    return this.likes.likers(userId, eventId);
  }

  @Get('comments')
  async list(@CurrentUserId() userId: string, @Param('id') eventId: string): Promise<EventComment[]> {
    await this.access.visible(userId, eventId);
    return this.comments.visible(userId, eventId);
  }

  @Post('comment')
  async comment(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') eventId: string,
    @Body(new ZodValidationPipe(postCommentSchema)) body: z.infer<typeof postCommentSchema>,
  ): Promise<EventComment> {
    const event = await this.access.visible(userId, eventId);
    await this.writeLimits.admit('comments', userId);
    const { commentId, position } = await this.commands.execute(
      new PostComment(userId, event, body.content, context),
    );
    await this.projections.waitFor(position);
    const posted = await this.comments.one(userId, eventId, commentId);
    if (posted === undefined) throw new DomainError(SOCIAL_ERRORS.commentNotFound, 404);
    return posted;
  }

  @Delete('comments/:commentId')
  async deleteComment(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') eventId: string,
    @Param('commentId') commentId: string,
  ): Promise<{ success: true }> {
    await this.access.visible(userId, eventId);
    await this.projections.waitFor(
      await this.commands.execute(new DeleteComment(userId, eventId, commentId, context)),
    );
    return { success: true };
  }

  private async setLike(
    userId: string,
    eventId: string,
    liked: boolean,
    context: CommandContext,
  ): Promise<LikeResponse> {
    const event = await this.access.visible(userId, eventId);
    await this.projections.waitFor(await this.commands.execute(new SetLike(userId, event, liked, context)));
    return { eventId, liked, likeCount: (await this.likes.likers(userId, eventId)).length };
  }
}
