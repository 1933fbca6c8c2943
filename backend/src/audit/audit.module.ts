import { Module } from '@nestjs/common';
import { AuditHttpController } from './audit.http.controller';
import { AuditUsersQuery } from './audit-users.query';
import { AuditViews } from './audit-views';
import { AuditorGuard } from './auditor.guard';
import { CalendarAsOf } from './calendar-as-of';
import { UserHistoryQuery } from './user-history.query';

/** Auditors: find users, replay their history, see their calendar as of any instant. */
@Module({
  controllers: [AuditHttpController],
  providers: [AuditUsersQuery, AuditViews, AuditorGuard, CalendarAsOf, UserHistoryQuery],
})
export class AuditModule {}
