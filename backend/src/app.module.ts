import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ConfigModule } from './config/config.module';
import { HealthModule } from './health/health.module';
import { IdentityModule } from './identity/identity.module';
import { ApiExceptionFilter } from './infrastructure/http/api-exception.filter';
import { LoggingModule } from './infrastructure/logging/logging.module';
import { StoresModule } from './infrastructure/stores.module';
import { SettingsModule } from './settings/settings.module';

@Module({
  imports: [ConfigModule, LoggingModule, StoresModule, IdentityModule, SettingsModule, HealthModule],
  providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
})
export class AppModule {}
