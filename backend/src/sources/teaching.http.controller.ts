import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  teachSourceSchema,
  type EventSource,
  type TeachingPage,
  type TeachingPreview,
  type TeachSourceInput,
} from '@eventfold/contracts';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { AuthenticatedGuard } from '../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext } from '../infrastructure/http/request-context';
import { ZodValidationPipe } from '../infrastructure/http/zod-validation.pipe';
import { RemovePattern } from './remove-pattern.handler';
import { SourceScans } from './source-scans.service';
import { SourceTeaching } from './source-teaching.service';
import type { SourceWrite } from './source-write';
import { SourcesQuery, toEventSource } from './sources.query';
import { TeachSource } from './teach-source.handler';

/** Teaching a source by example (issue 25): its page, a pattern's preview, saving and removing the pattern. */
@Controller('api/event-sources')
@UseGuards(AuthenticatedGuard)
export class TeachingHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sources: SourcesQuery,
    private readonly scans: SourceScans,
    private readonly teaching: SourceTeaching,
  ) {}

  @Get(':id/page')
  page(@CurrentUserId() userId: string, @Param('id') sourceId: string): Promise<TeachingPage> {
    return this.teaching.page(userId, sourceId);
  }

  @Post(':id/teach/preview')
  @HttpCode(200)
  preview(
    @CurrentUserId() userId: string,
    @Param('id') sourceId: string,
    @Body(new ZodValidationPipe(teachSourceSchema)) input: TeachSourceInput,
  ): Promise<TeachingPreview> {
    return this.teaching.learn(userId, sourceId, input.examples);
  }

  /** Learns again from the examples (the page may have moved on since the preview), saves it, rescans at once. */
  @Post(':id/teach')
  @HttpCode(200)
  async teach(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') sourceId: string,
    @Body(new ZodValidationPipe(teachSourceSchema)) input: TeachSourceInput,
  ): Promise<EventSource> {
    const { pattern } = await this.teaching.learn(userId, sourceId, input.examples);
    const write: SourceWrite = await this.commands.execute(
      new TeachSource(userId, sourceId, pattern, context),
    );
    await this.scans.settle(userId, [write]);
    return toEventSource(await this.sources.findOwned(userId, sourceId));
  }

  @Delete(':id/teach')
  async remove(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') sourceId: string,
  ): Promise<EventSource> {
    await this.sources.findOwned(userId, sourceId);
    const write: SourceWrite = await this.commands.execute(new RemovePattern(userId, sourceId, context));
    await this.scans.settle(userId, [write]);
    return toEventSource(await this.sources.findOwned(userId, sourceId));
  }
}
