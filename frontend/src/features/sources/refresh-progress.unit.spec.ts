import { describe, expect, it } from 'vitest';
import { type ScrapingStatus } from '@eventfold/contracts';
import {
  describeRefresh,
  formatTimeRemaining,
  isRefreshComplete,
  progressBand,
  progressPercent,
  refreshPhase,
  STALE_STATUS_GRACE_MS,
  type RefreshTracking,
} from './refresh-progress';

function status(overrides: Partial<ScrapingStatus> = {}): ScrapingStatus {
  return {
    isActive: true,
    completed: 2,
    total: 8,
    successCount: 2,
    errorCount: 0,
    rateLimited: false,
    estimatedTimeRemaining: null,
    currentSource: 'The Green Mill',
    ...overrides,
  };
}

const started: RefreshTracking = { startedAt: 1_000, seenActive: false, finishedAt: null };
const done = status({ isActive: false, completed: 8, total: 8, successCount: 7, errorCount: 1 });

describe('isRefreshComplete', () => {
  it('needs an inactive status with everything done and something to do', () => {
    expect(isRefreshComplete(done)).toBe(true);
    expect(isRefreshComplete({ ...done, isActive: true })).toBe(false);
    expect(isRefreshComplete({ ...done, completed: 7 })).toBe(false);
    expect(isRefreshComplete({ ...done, completed: 0, total: 0 })).toBe(false);
  });
});

describe('refreshPhase', () => {
  it('starts before any status of this refresh arrives', () => {
    expect(refreshPhase(started, undefined, 1_500)).toBe('starting');
  });
  it('runs while the status is active', () => {
    expect(refreshPhase(started, status(), 1_500)).toBe('running');
  });
  it('does not take the previous refresh’s finished status for this one', () => {
    expect(refreshPhase(started, done, 1_000 + STALE_STATUS_GRACE_MS - 1)).toBe('starting');
    expect(refreshPhase(started, done, 1_000 + STALE_STATUS_GRACE_MS)).toBe('complete');
    expect(refreshPhase({ ...started, seenActive: true }, done, 1_100)).toBe('complete');
  });
  it('stays complete once noticed, and goes idle when there was nothing to scan', () => {
    expect(refreshPhase({ ...started, finishedAt: 5_000 }, status(), 5_100)).toBe('complete');
    expect(
      refreshPhase(
        { ...started, seenActive: true },
        status({ isActive: false, total: 0, completed: 0 }),
        2_000,
      ),
    ).toBe('idle');
  });
});

describe('progress', () => {
  it('is 30 percent while starting, then completed out of total, never back below the start while running', () => {
    expect(progressPercent('starting', undefined)).toBe(30);
    expect(progressPercent('starting', status())).toBe(30);
    expect(progressPercent('running', status({ completed: 0, total: 1 }))).toBe(30);
    expect(progressPercent('running', status())).toBe(30);
    expect(progressPercent('running', status({ completed: 1, total: 3 }))).toBe(33);
    expect(progressPercent('running', status({ completed: 6, total: 8 }))).toBe(75);
    expect(progressPercent('complete', done)).toBe(100);
  });
  it('is red under 25, yellow under 75 and green otherwise', () => {
    expect(progressBand(0)).toBe('error');
    expect(progressBand(24)).toBe('error');
    expect(progressBand(25)).toBe('warning');
    expect(progressBand(74)).toBe('warning');
    expect(progressBand(75)).toBe('success');
    expect(progressBand(100)).toBe('success');
  });
  it('formats the estimated time remaining', () => {
    expect(formatTimeRemaining(null)).toBeNull();
    expect(formatTimeRemaining(0)).toBeNull();
    expect(formatTimeRemaining(44_100)).toBe('45s');
    expect(formatTimeRemaining(125_000)).toBe('2m 5s');
    expect(formatTimeRemaining(120_000)).toBe('2m');
  });
});

describe('describeRefresh', () => {
  it('says "Starting refresh..." before any status', () => {
    expect(describeRefresh('starting', undefined)).toMatchObject({
      percent: 30,
      band: 'warning',
      label: 'Starting refresh...',
      count: null,
    });
  });
  it('shows the count and the source being scanned', () => {
    expect(describeRefresh('running', status())).toMatchObject({
      percent: 30,
      label: 'Refreshing sources...',
      count: '2 of 8 sources',
      currentSource: 'The Green Mill',
      rateLimitTag: null,
    });
  });
  it('shows the rate limit with the provider tag and the estimate', () => {
    expect(
      describeRefresh('running', status({ rateLimited: true, estimatedTimeRemaining: 30_000 })),
    ).toMatchObject({
      label: 'Rate Limited - Refreshing...',
      rateLimitTag: 'Waiting for OpenAI',
      timeRemaining: '30s',
    });
  });
});
