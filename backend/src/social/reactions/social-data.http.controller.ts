import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { socialDataQuerySchema, type SocialData } from '@eventfold/contracts';
import type { z } from 'zod';
import { AuthenticatedGuard } from '../../infrastructure/http/authenticated.guard';
import { CurrentUserId } from '../../infrastructure/http/request-context';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe';
import { LikesQuery } from './likes.query';
import { SocialDataQuery } from './social-data.query';

/**
 * GET /api/events/social-data must be registered before the calendar's GET /api/events/:id, which
 * would take "social-data" for an id: the social module is imported before the calendar module.
 */
@Controller('api')
@UseGuards(AuthenticatedGuard)
export class SocialDataHttpController {
  constructor(
    private readonly socialData: SocialDataQuery,
    private readonly likes: LikesQuery,
  ) {}

  @Get('events/social-data')
  forEvents(
    @CurrentUserId() userId: string,
    @Query(new ZodValidationPipe(socialDataQuerySchema)) query: z.output<typeof socialDataQuerySchema>,
  ): Promise<SocialData> {
    return this.socialData.forEvents(userId, query.eventIds);
  }

  @Get('user/likes')
  userLikes(@CurrentUserId() userId: string) {
    return this.likes.ofUser(userId);
  }
}
