import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/** Absolute links in notification mail, built from PUBLIC_URL (never from a request's Host). */
@Injectable()
export class NotificationLinks {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: UnsubscribeTokens,
  ) {}

  home(): string {
    return `${this.config.publicUrl}/`;
  }

  event(eventId: string): string {
    return `${this.config.publicUrl}/event/${encodeURIComponent(eventId)}`;
  }

  /** The confirmation page: opening it changes nothing, its button turns the mail off. */
  unsubscribe(userId: string): string {
    return `${this.config.publicUrl}/unsubscribe?token=${encodeURIComponent(this.tokens.tokenFor(userId))}`;
  }
}
