import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PENDING_INVITE_TOKEN_KEY } from '../../../lib/pending-invite';
import { usePendingInvite } from './use-pending-invite';

function Probe() {
  const hasInvite = usePendingInvite();
  const location = useLocation();
  return (
    <>
      <output data-testid="banner">{String(hasInvite)}</output>
      <output data-testid="address">{`${location.pathname}${location.search}${location.hash}`}</output>
    </>
  );
}

function renderAt(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Probe />
    </MemoryRouter>,
  );
}

describe('usePendingInvite', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('stores the ref token, shows the banner and drops the query string', () => {
    renderAt('/?ref=inv_7f3a9c');
    expect(localStorage.getItem(PENDING_INVITE_TOKEN_KEY)).toBe('inv_7f3a9c');
    expect(screen.getByTestId('banner').textContent).toBe('true');
    expect(screen.getByTestId('address').textContent).toBe('/');
  });

  it('keeps other parameters and the hash when removing ref', () => {
    renderAt('/?ref=abc&signin=1#faq');
    expect(localStorage.getItem(PENDING_INVITE_TOKEN_KEY)).toBe('abc');
    expect(screen.getByTestId('address').textContent).toBe('/?signin=1#faq');
  });

  it('does nothing without ref', () => {
    renderAt('/?signin=1');
    expect(localStorage.getItem(PENDING_INVITE_TOKEN_KEY)).toBeNull();
    expect(screen.getByTestId('banner').textContent).toBe('false');
    expect(screen.getByTestId('address').textContent).toBe('/?signin=1');
  });

  it('treats an empty ref as no invitation but still tidies the address', () => {
    renderAt('/?ref=');
    expect(localStorage.getItem(PENDING_INVITE_TOKEN_KEY)).toBeNull();
    expect(screen.getByTestId('banner').textContent).toBe('false');
    expect(screen.getByTestId('address').textContent).toBe('/');
  });
});
