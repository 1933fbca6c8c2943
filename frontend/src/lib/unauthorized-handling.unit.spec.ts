import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const handleLoggedOut = vi.fn();
vi.mock('./navigation', () => ({ handleLoggedOut }));

const { ApiError } = await import('./api-client');
const { createQueryClient } = await import('./query-client');

describe('401 from a signed-in call', () => {
  beforeEach(() => handleLoggedOut.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('logs the person out when a mutation answers 401', async () => {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(401, '401: Unauthorized')),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(handleLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 to the caller when the call opts out (wrong password)', async () => {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(401, 'Invalid email or password')),
      meta: { unauthorized: 'throw' },
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(handleLoggedOut).not.toHaveBeenCalled();
  });

  it('logs the person out when a query answers 401, without retrying', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('{"message":"401: Unauthorized"}', { status: 401 })),
    );
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/preferences'] }).catch(() => undefined);
    expect(handleLoggedOut).toHaveBeenCalledTimes(1);
  });
});
