import { Global, Module } from '@nestjs/common';
import { CLOCK, clockFromEnv } from '../infrastructure/clock';
import { APP_CONFIG, loadConfig } from './app-config';

@Global()
@Module({
  providers: [
    { provide: APP_CONFIG, useFactory: () => loadConfig() },
    { provide: CLOCK, useFactory: () => clockFromEnv() },
  ],
  exports: [APP_CONFIG, CLOCK],
})
export class ConfigModule {}
