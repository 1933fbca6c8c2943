import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_INVITE_TOKEN_KEY, storePendingInviteToken, takePendingInviteToken } from './pending-invite';

describe('pending invite token', () => {
  afterEach(() => window.localStorage.clear());

  it('is taken once: the second read finds nothing', () => {
    storePendingInviteToken('abc');
    expect(window.localStorage.getItem(PENDING_INVITE_TOKEN_KEY)).toBe('abc');
    expect(takePendingInviteToken()).toBe('abc');
    expect(takePendingInviteToken()).toBeNull();
    expect(window.localStorage.getItem(PENDING_INVITE_TOKEN_KEY)).toBeNull();
  });

  it('treats a blank token as none and still clears it', () => {
    window.localStorage.setItem(PENDING_INVITE_TOKEN_KEY, '   ');
    expect(takePendingInviteToken()).toBeNull();
    expect(window.localStorage.getItem(PENDING_INVITE_TOKEN_KEY)).toBeNull();
  });
});
