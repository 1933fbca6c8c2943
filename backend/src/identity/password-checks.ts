import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { BoundedWork } from '../infrastructure/work/bounded-work';
import { hashPassword, verifyPassword } from './password-hashing';

/**
 * Every scrypt of the process goes through one lane: two at a time (below libuv's four threads, so
 * reading files and resolving names never wait behind a burst of sign-ins), a bounded wait, then 503.
 */
@Injectable()
export class PasswordChecks {
  private readonly work = new BoundedWork({ concurrency: 2, maxWaiting: 32 });
  /** Verified against when the address is unknown, so a wrong address costs as long as a wrong password. */
  private readonly decoyHash: Promise<string>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.decoyHash = hashPassword('decoy password, never valid', config.scryptLogN);
  }

  hash(password: string): Promise<string> {
    return this.work.run(() => hashPassword(password, this.config.scryptLogN));
  }

  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    const hash = stored ?? (await this.decoyHash);
    return this.work.run(() => verifyPassword(password, hash));
  }
}
