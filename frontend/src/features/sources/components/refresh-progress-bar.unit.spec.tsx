import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ScrapingStatus } from '@eventfold/contracts';
import { Toaster } from '../../../components/ui/toaster';
import { createQueryClient } from '../../../lib/query-client';
import { startRefreshTracking } from '../refresh-tracking';
import { routeFetch, statusFixture } from '../testing/source-fixtures';
import { RefreshProgressBar } from './refresh-progress-bar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RefreshProgressBar', () => {
  it('starts at 30 %, follows the status, announces completion once (with its failures) and hides 3 s later', async () => {
    const answers: ScrapingStatus[] = [
      statusFixture({
        completed: 1,
        total: 4,
        currentSource: 'The Green Mill',
        rateLimited: true,
        estimatedTimeRemaining: 20_000,
      }),
      statusFixture({ isActive: false, completed: 4, total: 4, successCount: 3, errorCount: 1 }),
    ];
    let answer: (() => void) | undefined;
    const { fetchMock } = routeFetch({
      'GET /api/scraping-status': () => ({ body: answers.length > 1 ? answers.shift() : answers[0] }),
      'GET /api/event-sources': () => ({ body: [] }),
    });
    // The first status answer waits until the test has looked at the starting state.
    let first = true;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (first && String(input) === '/api/scraping-status') {
        first = false;
        return new Promise<Response>((resolve) => (answer = () => resolve(fetchMock(input, init))));
      }
      return fetchMock(input, init);
    });
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <RefreshProgressBar />
        <Toaster />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Refresh progress' })).toBeNull();

    act(() => startRefreshTracking(client));
    expect(await screen.findByText('Starting refresh...')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');

    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer?.());
    expect(await screen.findByText('Rate Limited - Refreshing...')).toBeTruthy();
    expect(screen.getByText('Waiting for OpenAI')).toBeTruthy();
    expect(screen.getByText('about 20s left')).toBeTruthy();
    expect(screen.getByText('1 of 4 sources')).toBeTruthy();
    expect(screen.getByText('Scanning The Green Mill')).toBeTruthy();
    // 1 of 4 is under the start: the bar stays at 30 % rather than going back.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    expect(screen.getByRole('progressbar').className).toContain('Warning');

    // One scan failed: the toast says so rather than the spec's "Successfully updated".
    expect(await screen.findByText('Refresh finished with problems', {}, { timeout: 3000 })).toBeTruthy();
    expect(
      screen.getByText('1 of 4 sources could not be scanned. The reason is shown under each venue.'),
    ).toBeTruthy();
    expect(screen.queryByText('Refresh Complete!')).toBeNull();
    expect(screen.getByRole('progressbar').className).toContain('Success');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Refresh progress' })).toBeNull(), {
      timeout: 4000,
    });
    expect(screen.getAllByText('Refresh finished with problems')).toHaveLength(1);
  }, 15_000);
});
