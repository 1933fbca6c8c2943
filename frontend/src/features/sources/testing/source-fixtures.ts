import { type EventSource, type ScrapingStatus } from '@eventfold/contracts';

/** A venue as GET /api/event-sources returns it. */
export function sourceFixture(
  overrides: Partial<EventSource> & Pick<EventSource, 'id' | 'name'>,
): EventSource {
  return {
    userId: 'u1',
    url: `https://${overrides.id}.example/events`,
    category: 'Music Venue',
    timezone: 'America/Chicago',
    isActive: true,
    lastScraped: null,
    eventCount: 0,
    status: 'active',
    errorMessage: null,
    lastScanReport: null,
    zipCode: null,
    zipCodeFoundOnPage: false,
    taughtExamples: null,
    taughtPageChanged: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function statusFixture(overrides: Partial<ScrapingStatus> = {}): ScrapingStatus {
  return {
    isActive: true,
    completed: 0,
    total: 0,
    successCount: 0,
    errorCount: 0,
    rateLimited: false,
    estimatedTimeRemaining: null,
    currentSource: null,
    ...overrides,
  };
}

type Handler = (init: RequestInit) => { status?: number; body?: unknown };

/** A fetch stand-in answering by "METHOD path"; every call is recorded for assertions. */
export function routeFetch(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input);
    calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const handler = routes[`${method} ${path}`];
    if (!handler) return new Response('{"message":"Not found"}', { status: 404 });
    const { status = 200, body } = handler(init);
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  };
  return { fetchMock, calls };
}
