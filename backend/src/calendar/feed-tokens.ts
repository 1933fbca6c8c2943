import { createHash, createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { sessionSecretOf } from '../config/secret-file';

/**
 * Feed tokens are never stored, only their SHA-256. The settings page must still show the current
 * link again, so a token is derived (HMAC of the server secret, the user and the token's number)
 * rather than random: the server can recompute it, a leaked read store cannot. The session secret
 * is reused under its own label because every instance must already share it.
 */
@Injectable()
export class FeedTokens {
  private readonly secret: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secret = sessionSecretOf(config);
  }

  tokenFor(userId: string, generation: number): string {
    return createHmac('sha256', this.secret)
      .update(`eventfold calendar feed\u0000${userId}\u0000${generation}`)
      .digest('base64url');
  }

  static hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
