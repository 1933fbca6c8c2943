import { Injectable, Logger } from '@nestjs/common';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const DEFAULT_FROM = 'Eventfold <no-reply@eventfold.local>';

/**
 * Sends e-mail through the SMTP server named by `SMTP_URL` (e.g. `smtp://user:pass@host:587`,
 * `smtps://…` for TLS), from `MAIL_FROM`. Without `SMTP_URL` nothing is sent: callers fall back to
 * showing the link, so a failure is reported as `false` and logged, never thrown.
 */
@Injectable()
export class Mailer {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;
  private readonly from: string;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    const url = env['SMTP_URL']?.trim();
    this.from = env['MAIL_FROM']?.trim() || DEFAULT_FROM;
    // Short timeouts: the user waits for this answer, and a dead server must not hold the request.
    // nodemailer is loaded only when mail is configured (~3 MB of memory otherwise carried for nothing).
    this.transport = url
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports
        (require('nodemailer') as typeof import('nodemailer')).createTransport({
          url,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 15_000,
        })
      : null;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  async send(message: MailMessage): Promise<boolean> {
    if (this.transport === null) return false;
    try {
      await this.transport.sendMail({ from: this.from, ...message });
      return true;
    } catch (error) {
      this.logger.warn({ msg: 'sending mail failed', err: error });
      return false;
    }
  }
}
