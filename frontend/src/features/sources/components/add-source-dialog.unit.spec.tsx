import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../../../components/ui/toaster';
import { createQueryClient } from '../../../lib/query-client';
import { getRefreshTracking } from '../refresh-tracking';
import { sourceFixture } from '../testing/source-fixtures';
import { AddSourceDialog } from './add-source-dialog';

function renderDialog(onClose = vi.fn()) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <AddSourceDialog open onClose={onClose} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { client, onClose };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddSourceDialog', () => {
  it('rejects an invalid URL without calling the API and shows the derived name', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Add Event Source' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /category/i }).textContent).toBe('General');
    fireEvent.change(screen.getByRole('textbox', { name: /website url/i }), {
      target: { value: 'not a url' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    expect(screen.getByText('Please enter a valid URL')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /website url/i }), {
      target: { value: 'https://www.thegreenmill.com/events' },
    });
    expect(screen.getByRole('textbox', { name: /name/i }).getAttribute('placeholder')).toBe(
      'thegreenmill.com',
    );
  });

  it('warns while the URL names a page already added, and still lets the person add it', () => {
    vi.stubGlobal('fetch', vi.fn());
    const { client } = renderDialog();
    client.setQueryData(
      ['/api/event-sources'],
      [sourceFixture({ id: 's1', name: 'The Green Mill', url: 'https://www.thegreenmill.com/events' })],
    );
    fireEvent.change(screen.getByRole('textbox', { name: /website url/i }), {
      target: { value: 'http://thegreenmill.com/events/' },
    });
    expect(
      screen.getByText(
        'You already added this page as “The Green Mill”. Adding it again would show each of its events twice.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Anyway' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /website url/i }), {
      target: { value: 'https://thegreenmill.com/calendar' },
    });
    expect(screen.queryByText(/You already added this page/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Source' })).toBeTruthy();
  });

  it('sends once while pending, then closes and follows the first scan', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn((path: string) =>
      path === '/api/event-sources'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(new Response('[]')),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { client, onClose } = renderDialog();
    fireEvent.change(screen.getByRole('textbox', { name: /website url/i }), {
      target: { value: 'https://www.thegreenmill.com/events' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    const pending = await screen.findByRole('button', { name: 'Adding...' });
    expect(pending).toHaveProperty('disabled', true);
    fireEvent.submit(pending.closest('form') as HTMLFormElement);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'thegreenmill.com',
      url: 'https://www.thegreenmill.com/events',
      category: 'General',
      isActive: true,
      zipCode: null,
    });

    answer(
      new Response(JSON.stringify(sourceFixture({ id: 's1', name: 'thegreenmill.com', status: 'pending' })), {
        status: 201,
      }),
    );
    expect(await screen.findByText('Source added')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(getRefreshTracking(client)).toMatchObject({ finishedAt: null });
  });

  it('says why adding failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(new Response('{"message":"This venue is already in your list"}', { status: 409 })),
    );
    renderDialog();
    fireEvent.change(screen.getByRole('textbox', { name: /website url/i }), {
      target: { value: 'https://mill.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    expect(
      await screen.findByText('Failed to add event source: This venue is already in your list'),
    ).toBeTruthy();
  });
});
