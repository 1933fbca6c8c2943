import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api, buildUrl, errorMessageFrom, isUnauthorized } from './api-client';

function mockFetch(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn().mockResolvedValue(new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('errorMessageFrom', () => {
  it('prefers the message of a JSON body', () => {
    expect(errorMessageFrom('{"message":"Invalid email or password"}', 'Unauthorized')).toBe(
      'Invalid email or password',
    );
  });
  it('falls back to the body text, then the status text, then "Request failed"', () => {
    expect(errorMessageFrom('Service down', 'Bad Gateway')).toBe('Service down');
    expect(errorMessageFrom('{"error":"x"}', 'Bad Request')).toBe('{"error":"x"}');
    expect(errorMessageFrom('', 'Bad Gateway')).toBe('Bad Gateway');
    expect(errorMessageFrom('  ', '')).toBe('Request failed');
  });
});

describe('isUnauthorized', () => {
  it('recognises status 401 and the "401 … Unauthorized" message', () => {
    expect(isUnauthorized(new ApiError(401, 'Invalid email or password'))).toBe(true);
    expect(isUnauthorized(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorized(new ApiError(500, '401: Unauthorized'))).toBe(true);
  });
  it('rejects other errors', () => {
    expect(isUnauthorized(new ApiError(403, 'Forbidden'))).toBe(false);
    expect(isUnauthorized(new Error('Unauthorized 401'))).toBe(false);
    expect(isUnauthorized(new Error('401 Payment'))).toBe(false);
    expect(isUnauthorized('401: Unauthorized')).toBe(false);
    expect(isUnauthorized(null)).toBe(false);
  });
});

describe('buildUrl', () => {
  it('adds only non-null parameters', () => {
    expect(buildUrl('/api/events', { from: '2025-01-01', to: null, page: 2, q: undefined })).toBe(
      '/api/events?from=2025-01-01&page=2',
    );
    expect(buildUrl('/api/events', { to: null })).toBe('/api/events');
    expect(buildUrl('/api/events')).toBe('/api/events');
  });
});

describe('api', () => {
  it('sends credentials and no body or content type without a payload', async () => {
    const fetchMock = mockFetch(200, '{"ok":true}');
    await expect(api.get('/api/thing')).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends a payload as JSON', async () => {
    const fetchMock = mockFetch(200, '');
    await api.patch('/api/preferences', { shareLikes: false });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/preferences');
    expect(init.method).toBe('PATCH');
    expect(init.headers).toHaveProperty('Content-Type', 'application/json');
    expect(init.body).toBe('{"shareLikes":false}');
  });

  it('sends FormData as multipart, leaving the boundary to the browser', async () => {
    const fetchMock = mockFetch(200, '{"url":"/api/avatars/1"}');
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await api.upload('/api/upload-avatar', form, { schema: z.object({ url: z.string() }) });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('throws an ApiError with the status and the server message', async () => {
    mockFetch(409, '{"message":"An account with this email already exists"}', 'Conflict');
    const error = await api.post('/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'An account with this email already exists' });
  });

  it('parses answers with the given schema and rejects unexpected shapes', async () => {
    mockFetch(200, '{"url":"/a.png","extra":1}');
    await expect(api.get('/x', { schema: z.object({ url: z.string() }) })).resolves.toEqual({
      url: '/a.png',
    });
    mockFetch(200, '{"nope":1}');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(api.get('/x', { schema: z.object({ url: z.string() }) })).rejects.toBeInstanceOf(ApiError);
  });
});
