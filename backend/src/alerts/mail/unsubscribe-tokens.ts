import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { sessionSecretOf } from '../../config/secret-file';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The unsubscribe link's token: the person's id and an HMAC of it under the server secret (its own
 * label), so the link turns their mail off without signing in and nobody can make one for another.
 */
@Injectable()
export class UnsubscribeTokens {
  private readonly secret: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secret = sessionSecretOf(config);
  }

  tokenFor(userId: string): string {
    return `${userId}.${this.mac(userId).toString('base64url')}`;
  }

  /** The person the token names, or null when it is not one we made. */
  userOf(token: string): string | null {
    const [userId = '', mac = '', ...rest] = token.split('.');
    if (rest.length > 0 || !UUID.test(userId)) return null;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(userId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }

  private mac(userId: string): Buffer {
    return createHmac('sha256', this.secret).update(`eventfold unsubscribe\u0000${userId}`).digest();
  }
}
