import { type ScrapingStatus } from '@eventfold/contracts';

/** Before any status of this refresh arrives the bar shows a start at 30 percent (spec 4). */
export const STARTING_PERCENT = 30;
/**
 * The status may still describe the previous, finished refresh for a moment after a new one was
 * requested. A finished status only counts once this refresh was seen running or after two polls.
 */
export const STALE_STATUS_GRACE_MS = 3000;

export type ProgressBand = 'error' | 'warning' | 'success';
export type RefreshPhase = 'starting' | 'running' | 'complete' | 'idle';

/** One refresh as the browser follows it; kept in the query cache so every screen sees it. */
export interface RefreshTracking {
  startedAt: number;
  seenActive: boolean;
  /** When completion was noticed (and announced); the bar lingers a little, then hides. */
  finishedAt: number | null;
}

export function isRefreshComplete(status: ScrapingStatus): boolean {
  return !status.isActive && status.completed >= status.total && status.total > 0;
}

export function refreshPhase(
  tracking: RefreshTracking,
  status: ScrapingStatus | undefined,
  now: number,
): RefreshPhase {
  if (tracking.finishedAt !== null) return 'complete';
  if (!status) return 'starting';
  if (status.isActive) return 'running';
  const trustworthy = tracking.seenActive || now - tracking.startedAt >= STALE_STATUS_GRACE_MS;
  if (!trustworthy) return 'starting';
  // Inactive without finishing everything (nothing to scan, or an aborted run): nothing to show.
  return isRefreshComplete(status) ? 'complete' : 'idle';
}

/**
 * The bar starts at 30 percent and never goes back below it while the refresh runs: a red "0%" right
 * after "Starting refresh..." read as a failure (issue 26). The count ("0 of 1 sources") says how far
 * it is; the bar follows completed out of total from 30 percent on.
 */
export function progressPercent(phase: RefreshPhase, status: ScrapingStatus | undefined): number {
  if (phase === 'starting' || !status) return STARTING_PERCENT;
  if (status.total <= 0) return phase === 'complete' ? 100 : STARTING_PERCENT;
  const done = Math.min(100, Math.max(0, Math.round((status.completed / status.total) * 100)));
  return phase === 'running' ? Math.max(STARTING_PERCENT, done) : done;
}

/** Red under 25 percent, yellow under 75, green otherwise. */
export function progressBand(percent: number): ProgressBand {
  if (percent < 25) return 'error';
  if (percent < 75) return 'warning';
  return 'success';
}

/** "45s", "2m 5s"; nothing when no estimate is known. */
export function formatTimeRemaining(ms: number | null): string | null {
  if (ms === null || !Number.isFinite(ms) || ms <= 0) return null;
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const rest = seconds % 60;
  return rest ? `${Math.floor(seconds / 60)}m ${rest}s` : `${seconds / 60}m`;
}

export interface RefreshProgressView {
  percent: number;
  band: ProgressBand;
  label: string;
  /** "3 of 8 sources", or null before numbers arrive. */
  count: string | null;
  currentSource: string | null;
  /** The tag shown while the language-model provider rate-limits us, else null. */
  rateLimitTag: typeof RATE_LIMIT_TAG | null;
  /** The status's estimate, e.g. "45s"; shown whenever known. */
  timeRemaining: string | null;
}

export const RATE_LIMIT_TAG = 'Waiting for OpenAI';

export function describeRefresh(
  phase: RefreshPhase,
  status: ScrapingStatus | undefined,
): RefreshProgressView {
  const percent = progressPercent(phase, status);
  const band = progressBand(percent);
  if (phase === 'starting' || !status) {
    return {
      percent,
      band,
      label: 'Starting refresh...',
      count: null,
      currentSource: null,
      rateLimitTag: null,
      timeRemaining: null,
    };
  }
  const count = status.total > 0 ? `${status.completed} of ${status.total} sources` : null;
  if (phase === 'complete' || phase === 'idle') {
    return {
      percent,
      band,
      label: 'Refresh complete',
      count,
      currentSource: null,
      rateLimitTag: null,
      timeRemaining: null,
    };
  }
  return {
    percent,
    band,
    label: status.rateLimited ? 'Rate Limited - Refreshing...' : 'Refreshing sources...',
    count,
    currentSource: status.currentSource,
    rateLimitTag: status.rateLimited ? RATE_LIMIT_TAG : null,
    timeRemaining: formatTimeRemaining(status.estimatedTimeRemaining),
  };
}
