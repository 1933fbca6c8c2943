import { Injectable } from '@nestjs/common';
import type { CalendarEventView } from '@eventfold/contracts';
import {
  calendarProjection,
  foldInMemory,
  type CalendarDocument,
  type Projection,
} from '@eventfold/projections';
import { calendarRange } from '../calendar/calendar.query';
import { scratchCollection } from '../infrastructure/read-store/scratch-collection';
import { UserHistoryQuery } from './user-history.query';

/**
 * Time travel: the user's calendar as it stood at an instant. Their events up to then (found through
 * the per-user index, so nobody else's are read) are folded by the calendar projection itself into
 * a scratch collection, which the ordinary calendar query then reads: no second copy of either.
 */
@Injectable()
export class CalendarAsOf {
  constructor(private readonly history: UserHistoryQuery) {}

  async range(userId: string, asOf: Date, from: Date, to: Date): Promise<CalendarEventView[] | null> {
    const events = await this.history.eventsUntil(userId, asOf);
    const documents = foldInMemory(calendarProjection as Projection<CalendarDocument>, events);
    return calendarRange(scratchCollection('calendar_as_of', documents.values()), userId, from, to);
  }
}
