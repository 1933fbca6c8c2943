import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { normaliseEmail, SERVER_MESSAGES } from '@eventfold/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TooManyRequestsException } from '../infrastructure/http/too-many-requests.exception';

/**
 * Failed sign-ins are limited per e-mail (guessing one account's password) and per IP (trying many
 * accounts); only failures count, so a person who types the right password is never held back.
 * Sign-ups are limited per IP, generously, so a household or an office behind one address is not
 * locked out. In memory: limits reset with the process, which is acceptable for one instance.
 */
@Injectable()
export class SignInRateLimits {
  private readonly failuresByEmail: RateLimiterMemory;
  private readonly failuresByIp: RateLimiterMemory;
  private readonly signUpsByIp: RateLimiterMemory;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const perMinute = { points: config.loginRateLimitPerMinute, duration: 60 };
    this.failuresByEmail = new RateLimiterMemory({ ...perMinute, keyPrefix: 'login-email' });
    this.failuresByIp = new RateLimiterMemory({ ...perMinute, keyPrefix: 'login-ip' });
    this.signUpsByIp = new RateLimiterMemory({
      points: config.registerRateLimitPerHour,
      duration: 3600,
      keyPrefix: 'register-ip',
    });
  }

  async assertMaySignIn(email: string, ip: string): Promise<void> {
    await assertBelow(this.failuresByEmail, normaliseEmail(email), SERVER_MESSAGES.tooManyLoginAttempts);
    await assertBelow(this.failuresByIp, ip, SERVER_MESSAGES.tooManyLoginAttempts);
  }

  async recordFailedSignIn(email: string, ip: string): Promise<void> {
    await this.failuresByEmail.penalty(normaliseEmail(email), 1);
    await this.failuresByIp.penalty(ip, 1);
  }

  async assertMaySignUp(ip: string): Promise<void> {
    await assertBelow(this.signUpsByIp, ip, SERVER_MESSAGES.tooManyRegistrations);
  }

  async recordSignUp(ip: string): Promise<void> {
    await this.signUpsByIp.penalty(ip, 1);
  }
}

async function assertBelow(limiter: RateLimiterMemory, key: string, message: string): Promise<void> {
  const state = await limiter.get(key);
  if (state !== null && state.consumedPoints >= limiter.points) {
    throw new TooManyRequestsException(message, Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
  }
}
