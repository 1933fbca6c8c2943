import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { normaliseEmail, SERVER_MESSAGES } from '@eventfold/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TooManyRequestsException } from '../infrastructure/http/too-many-requests.exception';
import {
  RATE_LIMITER_FACTORY,
  type RateLimiterFactory,
} from '../infrastructure/rate-limits/rate-limiter.port';

/**
 * One client address's budget of failures, in accounts' worth: a family or an office signs in from one
 * address, and one person's typos must not lock the others out (issue 26). Each account keeps its own
 * budget at that address.
 */
const ADDRESS_SHARED_BY_ACCOUNTS = 10;
/** Failures against one account, from anywhere, before its sign-ins are slowed. */
const EMAIL_FAILURES_BEFORE_SLOWING_FACTOR = 3;
const EMAIL_FAILURE_WINDOW_SECONDS = 3600;
/** Once slowed, one attempt per this many seconds for that account, whoever asks. */
const SLOW_LANE_SECONDS = 2;
/** A slowed attempt that would wait longer is refused (429) instead of holding a connection. */
const SLOW_LANE_MAX_WAIT_MS = 10_000;
/**
 * A client address that signed in to an account is trusted to skip that account's slow lane for 30
 * days (docs/security.md); the in-memory limiter keeps such long windows in steps (rate-limiter.port.ts).
 */
export const KNOWN_CLIENT_DAYS = 30;

export interface SignInPermit {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Sign-in throttling (findings 3 and 4 of the security review):
 * - every attempt takes a point from its (client address, e-mail) and its client-address budget
 *   before the password is checked, so parallel guesses cannot all slip under the limit; success
 *   gives the points back, so only failures count; the address's budget is ten accounts' worth, so
 *   people sharing an address do not lock each other out;
 * - failures against one e-mail from anywhere slow that account's sign-ins to one every few seconds
 *   instead of blocking them, so nobody can lock the owner out from another address; an address
 *   that signed in to the account before is not slowed at all.
 * Sign-ups are limited per address, generously (a household or office shares one).
 */
@Injectable()
export class SignInRateLimits {
  private readonly attemptsByClientAndEmail: RateLimiterAbstract;
  private readonly attemptsByClient: RateLimiterAbstract;
  private readonly failuresByEmail: RateLimiterAbstract;
  private readonly slowLaneByEmail: RateLimiterAbstract;
  private readonly knownClients: RateLimiterAbstract;
  private readonly signUpsByClient: RateLimiterAbstract;
  private readonly slowAfterFailures: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(RATE_LIMITER_FACTORY) limiter: RateLimiterFactory,
  ) {
    const perMinute = { points: config.loginRateLimitPerMinute, durationSeconds: 60 };
    this.attemptsByClientAndEmail = limiter({ ...perMinute, keyPrefix: 'login-client-email' });
    this.attemptsByClient = limiter({
      points: config.loginRateLimitPerMinute * ADDRESS_SHARED_BY_ACCOUNTS,
      durationSeconds: 60,
      keyPrefix: 'login-client',
    });
    this.slowAfterFailures = config.loginRateLimitPerMinute * EMAIL_FAILURES_BEFORE_SLOWING_FACTOR;
    this.failuresByEmail = limiter({
      keyPrefix: 'login-email-failures',
      points: Number.MAX_SAFE_INTEGER,
      durationSeconds: EMAIL_FAILURE_WINDOW_SECONDS,
    });
    this.slowLaneByEmail = limiter({
      keyPrefix: 'login-email-slow',
      points: 1,
      durationSeconds: SLOW_LANE_SECONDS,
    });
    this.knownClients = limiter({
      keyPrefix: 'login-known-client',
      points: 1,
      durationSeconds: KNOWN_CLIENT_DAYS * 24 * 3600,
    });
    this.signUpsByClient = limiter({
      keyPrefix: 'register-client',
      points: config.registerRateLimitPerHour,
      durationSeconds: 3600,
    });
  }

  /** Admits one password check or throws 429; the caller reports its outcome on the permit. */
  async admitSignIn(rawEmail: string, client: string): Promise<SignInPermit> {
    const email = normaliseEmail(rawEmail);
    const pair = `${client}\n${email}`;
    await consumeOrRefuse(this.attemptsByClientAndEmail, pair, SERVER_MESSAGES.tooManyLoginAttempts);
    try {
      await consumeOrRefuse(this.attemptsByClient, client, SERVER_MESSAGES.tooManyLoginAttempts);
    } catch (error) {
      await this.attemptsByClientAndEmail.reward(pair, 1);
      throw error;
    }
    if (!(await this.isKnownClient(pair))) await this.waitForSlowLane(email);
    return {
      succeeded: async () => {
        await this.attemptsByClientAndEmail.reward(pair, 1);
        await this.attemptsByClient.reward(client, 1);
        await this.knownClients.set(pair, 1, KNOWN_CLIENT_DAYS * 24 * 3600);
      },
      failed: async () => {
        await this.failuresByEmail.penalty(email, 1);
      },
    };
  }

  async assertMaySignUp(client: string): Promise<void> {
    const state = await this.signUpsByClient.get(client);
    if (state !== null && state.consumedPoints >= this.signUpsByClient.points)
      throw tooMany(SERVER_MESSAGES.tooManyRegistrations, state.msBeforeNext);
  }

  async recordSignUp(client: string): Promise<void> {
    await this.signUpsByClient.penalty(client, 1);
  }

  private async isKnownClient(pair: string): Promise<boolean> {
    return (await this.knownClients.get(pair)) !== null;
  }

  /** Past the failure threshold, attempts against this e-mail take turns, one per slow-lane interval. */
  private async waitForSlowLane(email: string): Promise<void> {
    const failures = await this.failuresByEmail.get(email);
    if (failures === null || failures.consumedPoints < this.slowAfterFailures) return;
    const deadline = Date.now() + SLOW_LANE_MAX_WAIT_MS;
    for (;;) {
      try {
        await this.slowLaneByEmail.consume(email, 1);
        return;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const wait = rejection.msBeforeNext + Math.floor(Math.random() * 50);
        if (Date.now() + wait > deadline) throw tooMany(SERVER_MESSAGES.tooManyLoginAttempts, wait);
        await sleep(wait);
      }
    }
  }
}

async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key, 1);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooMany(message, rejection.msBeforeNext);
    throw rejection;
  }
}

function tooMany(message: string, msBeforeNext: number): TooManyRequestsException {
  return new TooManyRequestsException(message, Math.max(1, Math.ceil(msBeforeNext / 1000)));
}
