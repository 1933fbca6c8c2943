import {
  BadRequestException,
  Controller,
  Get,
  NotFoundException,
  Param,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Response } from 'express';
import {
  AUDIT_MESSAGES,
  EVENT_MESSAGES,
  auditAsOfQuerySchema,
  auditHistoryQuerySchema,
  auditUsersQuerySchema,
  eventsRangeQuerySchema,
  type AuditAccess,
  type AuditHistoryPage,
  type AuditUser,
  type CalendarEventView,
} from '@eventfold/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { RequestContext } from '../infrastructure/http/request-context';
import { ZodValidationPipe } from '../infrastructure/http/zod-validation.pipe';
import { AuditUsersQuery } from './audit-users.query';
import { AuditViews, describeFilters } from './audit-views';
import { AuditorGuard } from './auditor.guard';
import { CalendarAsOf } from './calendar-as-of';
import { UserHistoryQuery } from './user-history.query';

type AuditorContext = CommandContext & { userId: string };
type HistoryQuery = z.output<typeof auditHistoryQuerySchema>;

/** What auditors read: users, their histories and their calendars as of an instant. Each read is recorded. */
@Controller('api/audit')
@UseGuards(AuditorGuard)
export class AuditHttpController {
  constructor(
    private readonly users: AuditUsersQuery,
    private readonly history: UserHistoryQuery,
    private readonly calendarAsOf: CalendarAsOf,
    private readonly views: AuditViews,
  ) {}

  /** Lets the page show the tools or the refusal before anything is read (nothing to record). */
  @Get('access')
  access(): AuditAccess {
    return { auditor: true };
  }

  @Get('users')
  async search(
    @RequestContext() context: AuditorContext,
    @Query(new ZodValidationPipe(auditUsersQuerySchema)) { query }: z.output<typeof auditUsersQuerySchema>,
  ): Promise<AuditUser[]> {
    const found = await this.users.search(query);
    await this.views.record(context, {
      subjectId: null,
      what: 'users',
      details: null,
      resultUserIds: found.map((user) => user.id),
    });
    return found;
  }

  @Get('users/:id/history')
  async page(
    @RequestContext() context: AuditorContext,
    @Param('id') userId: string,
    @Query(new ZodValidationPipe(auditHistoryQuerySchema)) query: HistoryQuery,
  ): Promise<AuditHistoryPage> {
    await this.subject(userId);
    await this.views.record(context, { subjectId: userId, what: 'history', details: describeFilters(query) });
    return this.history.page(userId, query);
  }

  /** The whole history as JSON Lines, streamed page by page with back-pressure. */
  @Get('users/:id/history.jsonl')
  async download(
    @RequestContext() context: AuditorContext,
    @Param('id') userId: string,
    @Query(new ZodValidationPipe(auditHistoryQuerySchema)) { from, to, type }: HistoryQuery,
    @Res() response: Response,
  ): Promise<void> {
    await this.subject(userId);
    const filters = { from, to, type };
    await this.views.record(context, {
      subjectId: userId,
      what: 'history.jsonl',
      details: describeFilters(filters),
    });
    response.status(200).set({
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'Content-Disposition': `attachment; filename="history-${userId.replace(/[^\w-]/g, '')}.jsonl"`,
      'Cache-Control': 'no-store',
    });
    for await (const item of this.history.all(userId, filters)) {
      if (!response.write(`${JSON.stringify(item)}\n`)) {
        await new Promise<void>((resolve) => response.once('drain', resolve));
      }
      if (response.destroyed) return;
    }
    response.end();
  }

  @Get('users/:id/calendar')
  async calendar(
    @RequestContext() context: AuditorContext,
    @Param('id') userId: string,
    @Query(new ZodValidationPipe(auditAsOfQuerySchema)) { asOf }: z.output<typeof auditAsOfQuerySchema>,
    @Query(new ZodValidationPipe(eventsRangeQuerySchema)) range: z.output<typeof eventsRangeQuerySchema>,
  ): Promise<CalendarEventView[]> {
    await this.subject(userId);
    await this.views.record(context, {
      subjectId: userId,
      what: 'calendar',
      details: describeFilters({ asOf, from: range.from, to: range.to }),
    });
    const events = await this.calendarAsOf.range(
      userId,
      new Date(asOf),
      new Date(range.from),
      new Date(range.to),
    );
    if (events === null) throw new BadRequestException({ message: EVENT_MESSAGES.rangeTooManyEvents });
    return events;
  }

  private async subject(userId: string): Promise<AuditUser> {
    const user = await this.users.byId(userId);
    if (user === null) throw new NotFoundException({ message: AUDIT_MESSAGES.userNotFound });
    return user;
  }
}
