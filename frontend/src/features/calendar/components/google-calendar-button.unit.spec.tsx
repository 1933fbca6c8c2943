import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../../../lib/query-client';
import { routeFetch } from '../../sources/testing/source-fixtures';
import { GoogleCalendarButton } from './google-calendar-button';

function renderButton(connection: { available: boolean; connected: boolean }) {
  const { fetchMock, calls } = routeFetch({
    'GET /api/google/connection': () => ({ body: { ...connection, connectedAt: null } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    // The button remembers where the person was, so that connecting Google comes back there.
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <GoogleCalendarButton eventId="e1" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GoogleCalendarButton', () => {
  it('is offered when the server has a Google client', async () => {
    const calls = renderButton({ available: true, connected: false });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/google/connection')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Add to Google Calendar' })).toBeTruthy();
  });

  it('is hidden when the server has no Google client configured', async () => {
    const calls = renderButton({ available: false, connected: false });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/google/connection')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add to Google Calendar' })).toBeNull());
  });
});
