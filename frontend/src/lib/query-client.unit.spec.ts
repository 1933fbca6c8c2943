import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetryQuery } from './query-client';

afterEach(() => vi.unstubAllGlobals());

describe('shouldRetryQuery', () => {
  it('retries a failed GET once while online', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(shouldRetryQuery(0, new ApiError(500, 'Boom'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(500, 'Boom'))).toBe(false);
  });
  it('does not retry while offline or when the session is gone', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(shouldRetryQuery(0, new ApiError(500, 'Boom'))).toBe(false);
    vi.stubGlobal('navigator', { onLine: true });
    expect(shouldRetryQuery(0, new ApiError(401, '401: Unauthorized'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('uses the spec data defaults', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.retryDelay).toBe(250);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('GETs the first key element with the second element as query parameters', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/events', { from: '2025-07-01', to: '2025-07-31', q: null }] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/events?from=2025-07-01&to=2025-07-31');
  });
});
