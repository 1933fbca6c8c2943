import { beforeEach, describe, expect, it } from 'vitest';
import { POST_LOGIN_REDIRECT_KEY, isSafeRedirectPath, takePostLoginRedirect } from './post-login-redirect';

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
});
