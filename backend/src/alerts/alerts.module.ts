import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SourcesQuery } from '../sources/sources.query';
import { AlertStreams } from './alert-streams';
import { AlertsHttpController } from './alerts.http.controller';
import { AlertMatching } from './matching/alert-matching';
import { AddAlertRuleHandler } from './rules/add-alert-rule.handler';
import { AlertRulesQuery } from './rules/alert-rules.query';
import { RemoveAlertRuleHandler } from './rules/remove-alert-rule.handler';
import { loadReminderSettings, REMINDER_SETTINGS, Reminders } from './reminders/reminders';

/** Alert rules, the matching of new events against them, and reminders before events. */
@Module({
  imports: [CqrsModule],
  controllers: [AlertsHttpController],
  providers: [
    AlertStreams,
    AlertRulesQuery,
    SourcesQuery,
    AddAlertRuleHandler,
    RemoveAlertRuleHandler,
    AlertMatching,
    Reminders,
    { provide: REMINDER_SETTINGS, useFactory: () => loadReminderSettings() },
  ],
})
export class AlertsModule {}
