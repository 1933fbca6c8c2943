import { Module } from '@nestjs/common';
import { Mailer } from './mailer';

@Module({
  providers: [{ provide: Mailer, useFactory: () => new Mailer() }],
  exports: [Mailer],
})
export class MailModule {}
