import { beforeEach, describe, expect, it } from 'vitest';
import {
  POST_LOGIN_REDIRECT_KEY,
  hasWaitingEventInvite,
  isSafeRedirectPath,
  takePostLoginRedirect,
} from './post-login-redirect';

describe('post-login redirect', () => {
  beforeEach(() => localStorage.clear());

  it('is honoured once', () => {
    localStorage.setItem(POST_LOGIN_REDIRECT_KEY, '/event/42?invite=true');
    expect(takePostLoginRedirect()).toBe('/event/42?invite=true');
    expect(takePostLoginRedirect()).toBeNull();
  });

  it('ignores paths that would leave the site', () => {
    for (const path of ['//evil.example', 'https://evil.example', '/\\evil.example', '']) {
      expect(isSafeRedirectPath(path)).toBe(false);
    }
    localStorage.setItem(POST_LOGIN_REDIRECT_KEY, '//evil.example');
    expect(takePostLoginRedirect()).toBeNull();
    expect(localStorage.getItem(POST_LOGIN_REDIRECT_KEY)).toBeNull();
  });

  it('tells an event invitation kept for after sign-in from other paths, and keeps it', () => {
    expect(hasWaitingEventInvite()).toBe(false);
    localStorage.setItem(POST_LOGIN_REDIRECT_KEY, '/event/42?invite=true');
    expect(hasWaitingEventInvite()).toBe(true);
    expect(localStorage.getItem(POST_LOGIN_REDIRECT_KEY)).toBe('/event/42?invite=true');
    for (const path of ['/event/42', '/settings', '//evil.example/event/1?invite=true']) {
      localStorage.setItem(POST_LOGIN_REDIRECT_KEY, path);
      expect(hasWaitingEventInvite()).toBe(false);
    }
  });
});
