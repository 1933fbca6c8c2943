import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AlertsModule } from './alerts/alerts.module';
import { AuditModule } from './audit/audit.module';
import { benchModules } from './bench/bare-route.module';
import { CalendarModule } from './calendar/calendar.module';
import { ConfigModule } from './config/config.module';
import { HealthModule } from './health/health.module';
import { NearbyModule } from './nearby/nearby.module';
import { IdentityModule } from './identity/identity.module';
import { ApiExceptionFilter } from './infrastructure/http/api-exception.filter';
import { LoggingModule } from './infrastructure/logging/logging.module';
import { MemoryModule } from './infrastructure/memory/memory.module';
import { RateLimitsModule } from './infrastructure/rate-limits/rate-limits.module';
import { StoresModule } from './infrastructure/stores.module';
import { SettingsModule } from './settings/settings.module';
import { SocialModule } from './social/social.module';
import { SourcesModule } from './sources/sources.module';

@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    StoresModule,
    RateLimitsModule,
    MemoryModule,
    IdentityModule,
    SettingsModule,
    SourcesModule,
    // Before CalendarModule: /api/events/social-data must match before /api/events/:id.
    SocialModule,
    // Before CalendarModule too: /api/events/nearby must match before /api/events/:id.
    NearbyModule,
    CalendarModule,
    HealthModule,
    AuditModule,
    AlertsModule,
    ...benchModules,
  ],
  providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
})
export class AppModule {}
