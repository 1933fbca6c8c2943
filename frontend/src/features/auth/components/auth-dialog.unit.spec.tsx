import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client';
import { Toaster } from '../../../components/ui/toaster';
import { AuthDialog } from './auth-dialog';

function renderDialog() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthDialog open initialTab="login" onClose={() => undefined} />
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuthDialog', () => {
  it('shows the sign-in fields and toasts missing fields without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();
    expect(screen.getByLabelText('Email')).toHaveProperty('type', 'email');
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    // The toast region's code loads with the first toast.
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' }, { timeout: 15_000 });
    expect(within(region).getByText('Missing fields')).toBeTruthy();
    expect(within(region).getByText('Please enter both email and password.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shares one visibility toggle between the two password fields, not the confirmation', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'text');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveProperty('type', 'password');
    expect(screen.getByText(/at least 8 characters and include a number/)).toBeTruthy();
  });

  it('shows the pending label while signing in and the server message on failure', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderDialog();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const pending = await screen.findByRole('button', { name: 'Signing in...' });
    expect(pending).toHaveProperty('disabled', true);
    answer(new Response('{"message":"Invalid email or password"}', { status: 401 }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(screen.getByText('Login failed')).toBeTruthy();
  });
});
