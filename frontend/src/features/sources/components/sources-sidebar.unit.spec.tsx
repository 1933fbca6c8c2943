import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../../../components/ui/toaster';
import { DEFAULT_EVENT_FILTERS } from '../../../lib/event-filters';
import { createQueryClient } from '../../../lib/query-client';
import { resetSourcesLoggedOut } from '../source-logged-out';
import { routeFetch, sourceFixture } from '../testing/source-fixtures';
import { SourcesSidebar } from './sources-sidebar';

const mill = sourceFixture({ id: 's1', name: 'The Green Mill', eventCount: 3 });
const bottle = sourceFixture({ id: 's2', name: 'Empty Bottle', status: 'pending' });
const broken = sourceFixture({
  id: 's3',
  name: 'Half Acre',
  category: 'Brewery',
  status: 'error',
  errorMessage: 'The site did not answer',
});

function renderSidebar(onFiltersChange = vi.fn()) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <SourcesSidebar events={[]} filters={DEFAULT_EVENT_FILTERS} onFiltersChange={onFiltersChange} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { client, onFiltersChange };
}

beforeEach(() => resetSourcesLoggedOut());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SourcesSidebar', () => {
  it('groups venues by category with counts, a dash for none, and status badges', async () => {
    const { fetchMock } = routeFetch({ 'GET /api/event-sources': () => ({ body: [mill, bottle, broken] }) });
    vi.stubGlobal('fetch', fetchMock);
    renderSidebar();

    const music = await screen.findByRole('list', { name: 'Music Venue venues' });
    expect(screen.getByRole('heading', { name: 'Filter Events' })).toBeTruthy();
    expect(screen.getByText('2 venues · 3 events')).toBeTruthy();
    expect(screen.getByText('1 venue · 0 events')).toBeTruthy();
    const rows = within(music).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Empty Bottle–Pending/),
      expect.stringMatching(/^The Green Mill3Active/),
    ]);
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh All Sources' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search venues & categories...')).toBeTruthy();
  });

  it('edits the filters: search, favorites, a venue, None', async () => {
    const { fetchMock } = routeFetch({ 'GET /api/event-sources': () => ({ body: [mill, bottle] }) });
    vi.stubGlobal('fetch', fetchMock);
    const { onFiltersChange } = renderSidebar();

    fireEvent.click(await screen.findByRole('checkbox', { name: 'The Green Mill' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...DEFAULT_EVENT_FILTERS, sourceIds: ['s2'] });
    fireEvent.click(screen.getByRole('button', { name: 'None' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...DEFAULT_EVENT_FILTERS, sourceIds: [] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show Favorites Only' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...DEFAULT_EVENT_FILTERS, favoritesOnly: true });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search venues & categories' }), {
      target: { value: 'mill' },
    });
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...DEFAULT_EVENT_FILTERS, search: 'mill' });
  });

  it('asks before deleting, then deletes, records it and reloads the list', async () => {
    let sources = [mill, bottle];
    const { fetchMock, calls } = routeFetch({
      'GET /api/event-sources': () => ({ body: sources }),
      'DELETE /api/event-sources/s1': () => {
        sources = [bottle];
        return { body: { success: true } };
      },
      'POST /api/analytics': () => ({ status: 204 }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderSidebar();

    const row = (await screen.findByRole('checkbox', { name: 'The Green Mill' })).closest(
      '[role="listitem"]',
    );
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Delete venue' }));
    // The dialog's code loads on the first opening.
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete the source "The Green Mill"? This will permanently remove the source and all of its events (3).',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Source deleted')).toBeTruthy();
    expect(screen.getByText('Event source has been removed successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'The Green Mill' })).toBeNull());
    expect(calls.find((c) => c.path === '/api/analytics')?.body).toEqual({
      event: 'delete_source',
      properties: { sourceId: 's1' },
    });
  });

  it('shows the sidebar’s failure toast, and the logged-out toast on 401', async () => {
    let status = 500;
    const { fetchMock } = routeFetch({
      'GET /api/event-sources': () => ({ body: [mill] }),
      'DELETE /api/event-sources/s1': () => ({
        status,
        body: { message: status === 401 ? '401: Unauthorized' : 'boom' },
      }),
      'POST /api/analytics': () => ({ status: 204 }),
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    renderSidebar();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete venue' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete event source. Please try again.')).toBeTruthy();

    status = 401;
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Unauthorized - You are logged out. Logging in again...')).toBeTruthy();
  });
});
