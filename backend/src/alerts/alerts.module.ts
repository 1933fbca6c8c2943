import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity/identity.module';
import { MailModule } from '../infrastructure/mail/mail.module';
import { SourcesQuery } from '../sources/sources.query';
import { AlertStreams } from './alert-streams';
import { AlertsHttpController } from './alerts.http.controller';
import { EmailHttpController } from './mail/email.http.controller';
import { MailDigests } from './mail/mail-digests';
import { NotificationLinks } from './mail/notification-links';
import { UnsubscribeTokens } from './mail/unsubscribe-tokens';
import { AlertMatching } from './matching/alert-matching';
import { FavoriteNotices } from './matching/favorite-notices';
import { AddAlertRuleHandler } from './rules/add-alert-rule.handler';
import { AlertRulesQuery } from './rules/alert-rules.query';
import { RemoveAlertRuleHandler } from './rules/remove-alert-rule.handler';
import { loadReminderSettings, REMINDER_SETTINGS, Reminders } from './reminders/reminders';

/** Alert rules, the matching of new events against them, reminders before events, and their mail. */
@Module({
  imports: [CqrsModule, IdentityModule, MailModule],
  controllers: [AlertsHttpController, EmailHttpController],
  providers: [
    AlertStreams,
    AlertRulesQuery,
    SourcesQuery,
    AddAlertRuleHandler,
    RemoveAlertRuleHandler,
    AlertMatching,
    FavoriteNotices,
    Reminders,
    MailDigests,
    NotificationLinks,
    UnsubscribeTokens,
    { provide: REMINDER_SETTINGS, useFactory: () => loadReminderSettings() },
  ],
})
export class AlertsModule {}
