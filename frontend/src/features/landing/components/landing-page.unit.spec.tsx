import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter } from 'react-router-dom';
import { SOCIAL_MESSAGES } from '@eventfold/contracts';
import { PENDING_INVITE_TOKEN_KEY } from '../../../lib/pending-invite';
import { POST_LOGIN_REDIRECT_KEY } from '../../../lib/post-login-redirect';
import { LandingPage } from './landing-page';

/** The lower sections are a lazy chunk: its first import in jsdom can take seconds on a busy machine. */
const LOADED = { timeout: 15_000 };

function renderPage(url: string) {
  window.history.replaceState(null, '', url);
  const onOpenAuth = vi.fn();
  render(
    <BrowserRouter>
      <LandingPage onOpenAuth={onOpenAuth} />
    </BrowserRouter>,
  );
  return onOpenAuth;
}

describe('LandingPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('turns an invite link into a stored token, a lasting banner and a clean address', async () => {
    renderPage('/?ref=friend-42');

    expect(localStorage.getItem(PENDING_INVITE_TOKEN_KEY)).toBe('friend-42');
    expect(window.location.pathname).toBe('/');
    expect(window.location.search).toBe('');
    expect((await screen.findByRole('status', {}, LOADED)).textContent).toBe(
      SOCIAL_MESSAGES.pendingInviteBanner,
    );
  });

  it('says an event invitation waits when /invite kept one for after sign-in', async () => {
    localStorage.setItem(POST_LOGIN_REDIRECT_KEY, '/event/e-7?invite=true');
    renderPage('/');
    expect((await screen.findByRole('status', {}, LOADED)).textContent).toBe(
      SOCIAL_MESSAGES.waitingEventInviteBanner,
    );
  });

  it('says nothing of an invitation for another kept path', () => {
    localStorage.setItem(POST_LOGIN_REDIRECT_KEY, '/settings');
    renderPage('/');
    expect(screen.queryByText(SOCIAL_MESSAGES.waitingEventInviteBanner)).toBeNull();
  });

  it('shows no banner for a plain visit', () => {
    renderPage('/');
    expect(screen.queryByText(SOCIAL_MESSAGES.pendingInviteBanner)).toBeNull();
  });

  it('has one h1, the spec headline', () => {
    renderPage('/');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]!.textContent).toBe('Never Miss Another Event');
  });

  it('opens the dialog on the right tab from each call to action', async () => {
    const onOpenAuth = renderPage('/');
    const banner = screen.getByRole('banner');

    fireEvent.click(within(banner).getByRole('button', { name: 'Sign In' }));
    expect(onOpenAuth).toHaveBeenLastCalledWith('login');
    fireEvent.click(within(banner).getByRole('button', { name: 'Get Started' }));
    expect(onOpenAuth).toHaveBeenLastCalledWith('register');
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(onOpenAuth).toHaveBeenLastCalledWith('register');
    const main = screen.getByRole('main');
    fireEvent.click(await within(main).findByRole('button', { name: 'Get Started' }, LOADED));
    expect(onOpenAuth).toHaveBeenLastCalledWith('register');
  });

  it('sends Google sign-in through a full page navigation to /auth/google', () => {
    renderPage('/');
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe(
      '/auth/google',
    );
  });

  it('lists ten venues, six features and three five-star testimonials', async () => {
    renderPage('/');
    expect(
      within(screen.getByRole('list', { name: 'Venues followed on Eventfold' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    for (const title of [
      'AI Event Discovery',
      'Smart Calendar Sync',
      'Social Planning',
      'Smart Notifications',
      'Local Focus',
      'Instant Updates',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
    // The testimonials, like everything below the features, load as the visitor approaches them.
    expect(await screen.findAllByRole('img', { name: '5 out of 5 stars' }, LOADED)).toHaveLength(3);
  });

  it('links the two legal pages and leaves the other footer entries as plain text', async () => {
    renderPage('/');
    const footer = await screen.findByRole('contentinfo', {}, LOADED);
    expect(within(footer).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(within(footer).getAllByRole('link')).toHaveLength(2);
    for (const label of ['Features', 'Pricing', 'Integrations', 'About', 'Blog', 'Contact', 'Cookies']) {
      expect(within(footer).getByText(label)).toBeTruthy();
    }
  });

  it('states the closing notes', async () => {
    renderPage('/');
    expect(await screen.findByText('No credit card required', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('Cancel anytime')).toBeTruthy();
  });
});
