import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  createEventSourceSchema,
  SOURCE_MESSAGES,
  updateEventSourceSchema,
  type EventSource,
  type ScanStarted,
} from '@eventfold/contracts';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { AuthenticatedGuard } from '../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext } from '../infrastructure/http/request-context';
import { ZodValidationPipe } from '../infrastructure/http/zod-validation.pipe';
import { WriteLimits } from '../infrastructure/rate-limits/write-limits';
import { AddSource, type CreateEventSource } from './add-source.handler';
import { RemoveSource } from './remove-source.handler';
import { SourceScans } from './source-scans.service';
import type { SourceWrite } from './source-write';
import { SourcesQuery, toEventSource } from './sources.query';
import { UpdateSource, type EditEventSource } from './update-source.handler';

/** The user's event sources. Writes answer once the read models have them; scans run afterwards. */
@Controller('api/event-sources')
@UseGuards(AuthenticatedGuard)
export class SourcesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sources: SourcesQuery,
    private readonly scans: SourceScans,
    private readonly projections: ProjectionsService,
    private readonly writeLimits: WriteLimits,
  ) {}

  @Get()
  async list(@CurrentUserId() userId: string): Promise<EventSource[]> {
    return (await this.sources.listForUser(userId)).map(toEventSource);
  }

  @Post()
  async add(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Body(new ZodValidationPipe(createEventSourceSchema)) input: CreateEventSource,
  ): Promise<EventSource> {
    await this.writeLimits.admit('sources', userId, () => this.sources.countForUser(userId));
    const write: SourceWrite = await this.commands.execute(new AddSource(userId, input, context));
    await this.scans.settle(userId, [write]);
    return toEventSource(await this.sources.findOwned(userId, write.sourceId));
  }

  @Post('refresh-all')
  @HttpCode(202)
  async refreshAll(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
  ): Promise<ScanStarted> {
    const started = await this.scans.scanAll(userId, context);
    return { started, message: SOURCE_MESSAGES.refreshStarted.description };
  }

  @Patch(':id')
  async update(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') sourceId: string,
    @Body(new ZodValidationPipe(updateEventSourceSchema)) input: EditEventSource,
  ): Promise<EventSource> {
    await this.sources.findOwned(userId, sourceId);
    const write: SourceWrite = await this.commands.execute(
      new UpdateSource(userId, sourceId, input, context),
    );
    await this.scans.settle(userId, [write]);
    return toEventSource(await this.sources.findOwned(userId, sourceId));
  }

  @Delete(':id')
  async remove(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') sourceId: string,
  ): Promise<{ success: true }> {
    await this.sources.findOwned(userId, sourceId);
    await this.projections.waitFor(await this.commands.execute(new RemoveSource(userId, sourceId, context)));
    return { success: true };
  }

  @Post(':id/scrape')
  @HttpCode(202)
  async scrape(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') sourceId: string,
  ): Promise<ScanStarted> {
    await this.sources.findOwned(userId, sourceId);
    await this.scans.scanOne(userId, sourceId, context);
    return { started: 1, message: SOURCE_MESSAGES.refreshStarted.description };
  }
}
