import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/app-config';
import {
  inMemoryRateLimiters,
  type RateLimiterFactory,
} from '../infrastructure/rate-limits/rate-limiter.port';
import { KNOWN_CLIENT_DAYS, SignInRateLimits } from './sign-in-rate-limits';

// The known-client window: an address that signed in to an account skips that account's slow lane
// for 30 days. The in-memory limiter forgets keys with a timer, and Node (like the fake clock here)
// clamps a timer over 2^31-1 ms (24.8 days) to 1 ms: the window's timer re-arms in steps instead
// (rate-limiter.port.ts). So this runs on a fake clock that clamps the same way, day by day.
const DAY_MS = 24 * 3600 * 1000;
const OWNER_ADDRESS = '203.0.113.7';
const EMAIL = 'owner@example.com';
const PER_MINUTE = 2;

let limits: SignInRateLimits;
let slowLane: RateLimiterAbstract;

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-06-01T00:00:00Z') });
  // The slow lane's counter tells whether an attempt had to take a turn in it.
  const recordingSlowLane: RateLimiterFactory = (options) => {
    const limiter = inMemoryRateLimiters(options);
    if (options.keyPrefix === 'login-email-slow') slowLane = limiter;
    return limiter;
  };
  const config = { loginRateLimitPerMinute: PER_MINUTE, registerRateLimitPerHour: 10 } as AppConfig;
  limits = new SignInRateLimits(config, recordingSlowLane);
});
afterEach(() => jest.useRealTimers());

/** Enough failures from other addresses to put the account into its slow lane. */
async function attackFromElsewhere(): Promise<void> {
  const failures = PER_MINUTE * 3;
  for (let attacker = 0; attacker < failures; attacker += 1) {
    const permit = await limits.admitSignIn(EMAIL, `198.51.100.${attacker}`);
    await permit.failed();
  }
  // The attackers' own attempts left the lane free (the threshold was reached only by the last one).
  await slowLane.delete(EMAIL);
}

async function ownerTookASlowLaneTurn(): Promise<boolean> {
  const permit = await limits.admitSignIn(EMAIL, OWNER_ADDRESS);
  await permit.succeeded();
  const turn = (await slowLane.get(EMAIL)) !== null;
  await slowLane.delete(EMAIL);
  return turn;
}

it(`lets the owner skip the slow lane from a known address for ${KNOWN_CLIENT_DAYS} days, then forgets the address`, async () => {
  await (await limits.admitSignIn(EMAIL, OWNER_ADDRESS)).succeeded();
  const slowedOnDay: number[] = [];
  for (let day = 1; day <= KNOWN_CLIENT_DAYS + 2; day += 1) {
    jest.advanceTimersByTime(DAY_MS);
    await attackFromElsewhere();
    // Checking without signing in again, so the window is not renewed by the check itself.
    const permit = await limits.admitSignIn(EMAIL, OWNER_ADDRESS);
    await permit.failed();
    if ((await slowLane.get(EMAIL)) !== null) slowedOnDay.push(day);
    await slowLane.delete(EMAIL);
  }
  // Known on days 1-29 (the window ends exactly at day 30), slowed from then on.
  expect(slowedOnDay).toEqual([KNOWN_CLIENT_DAYS, KNOWN_CLIENT_DAYS + 1, KNOWN_CLIENT_DAYS + 2]);
});

it('renews the window with every successful sign-in', async () => {
  await (await limits.admitSignIn(EMAIL, OWNER_ADDRESS)).succeeded();
  jest.advanceTimersByTime(10 * DAY_MS);
  await attackFromElsewhere();
  expect(await ownerTookASlowLaneTurn()).toBe(false);
  jest.advanceTimersByTime(10 * DAY_MS);
  await attackFromElsewhere();
  expect(await ownerTookASlowLaneTurn()).toBe(false);
});

it('slows an address that never signed in to the account', async () => {
  await attackFromElsewhere();
  expect(await ownerTookASlowLaneTurn()).toBe(true);
});
