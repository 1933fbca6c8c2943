import { Body, Controller, Delete, Get, Param, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  nearbyQuerySchema,
  rsvpBodySchema,
  type NearbyQuery as NearbyRequest,
  type NearbyResponse,
  type RsvpBody,
  type RsvpList,
  type RsvpResponse,
} from '@eventfold/contracts';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { AuthenticatedGuard } from '../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext } from '../infrastructure/http/request-context';
import { ZodValidationPipe } from '../infrastructure/http/zod-validation.pipe';
import { PublicUsers } from '../social/public-users';
import { NearbyQuery } from './nearby.query';
import { RsvpAccess } from './rsvp-access';
import { RsvpsQuery } from './rsvps.query';
import { SetRsvp } from './set-rsvp.handler';

/** Discovery near a ZIP and RSVPs. Registered before the calendar's /api/events/:id. */
@Controller('api/events')
@UseGuards(AuthenticatedGuard)
export class NearbyHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projections: ProjectionsService,
    private readonly nearbyQuery: NearbyQuery,
    private readonly access: RsvpAccess,
    private readonly rsvps: RsvpsQuery,
    private readonly users: PublicUsers,
  ) {}

  @Get('nearby')
  nearby(
    @CurrentUserId() userId: string,
    @Query(new ZodValidationPipe(nearbyQuerySchema)) request: NearbyRequest,
  ): Promise<NearbyResponse> {
    return this.nearbyQuery.nearby(userId, request);
  }

  @Get(':id/rsvps')
  async list(@CurrentUserId() userId: string, @Param('id') eventId: string): Promise<RsvpList> {
    return this.rsvps.list(userId, await this.access.target(userId, eventId));
  }

  @Put(':id/rsvp')
  answer(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') eventId: string,
    @Body(new ZodValidationPipe(rsvpBodySchema)) body: RsvpBody,
  ): Promise<RsvpResponse> {
    return this.set(userId, eventId, body.status, context);
  }

  @Delete(':id/rsvp')
  withdraw(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') eventId: string,
  ): Promise<RsvpResponse> {
    return this.set(userId, eventId, null, context);
  }

  private async set(
    userId: string,
    eventId: string,
    answer: RsvpBody['status'] | null,
    context: CommandContext,
  ): Promise<RsvpResponse> {
    const target = await this.access.target(userId, eventId);
    // A withdrawal clears the answer on every id of the event, wherever it was given.
    const ids = answer === null ? target.eventIds : [eventId];
    const told = answer === null ? [] : await this.friendsWhoMaySee(userId, target.circle.friends);
    let position: bigint | null = null;
    for (const id of ids) {
      const command = new SetRsvp(userId, id, answer, target.snapshot, told, context);
      const written = await this.commands.execute(command);
      if (written !== null) position = written;
    }
    await this.projections.waitFor(position);
    const { counts } = await this.rsvps.list(userId, target);
    return { eventId, status: await this.rsvps.viewerStatus(userId, target), counts };
  }

  /** Friends see one's answers unless one keeps them private (the circle leaves blocked users out). */
  private async friendsWhoMaySee(userId: string, friends: ReadonlySet<string>): Promise<string[]> {
    const visibility = (await this.users.flags([userId])).get(userId)?.rsvpVisibility ?? 'public';
    return visibility === 'private' ? [] : [...friends];
  }
}
