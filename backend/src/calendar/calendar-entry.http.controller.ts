import { Controller, Get, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { EVENT_MESSAGES, type CalendarEventView } from '@eventfold/contracts';
import { AuthenticatedGuard } from '../infrastructure/http/authenticated.guard';
import { CurrentUserId } from '../infrastructure/http/request-context';
import { CalendarQuery } from './calendar.query';

/**
 * One event as it stands in the signed-in user's calendar, whatever its date: what a notification or
 * a link to `/?event={id}` opens. An event outside the calendar answers 404 like a missing one.
 */
@Controller('api/calendar/events')
@UseGuards(AuthenticatedGuard)
export class CalendarEntryHttpController {
  constructor(private readonly calendar: CalendarQuery) {}

  @Get(':id')
  async entry(@CurrentUserId() userId: string, @Param('id') eventId: string): Promise<CalendarEventView> {
    const event = await this.calendar.viewerEvent(userId, eventId);
    if (event === null) throw new NotFoundException({ message: EVENT_MESSAGES.notFound });
    return event;
  }
}
