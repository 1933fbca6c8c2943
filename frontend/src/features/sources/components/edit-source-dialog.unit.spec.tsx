import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client';
import { sourceFixture } from '../testing/source-fixtures';
import { EditSourceDialog } from './edit-source-dialog';

const greenMill = sourceFixture({
  id: 's1',
  name: 'The Green Mill',
  url: 'https://www.thegreenmill.com/events',
});
const hideout = sourceFixture({ id: 's2', name: 'The Hideout', url: 'https://hideoutchicago.com/calendar' });

function renderDialog() {
  const client = createQueryClient();
  client.setQueryData(['/api/event-sources'], [greenMill, hideout]);
  render(
    <QueryClientProvider client={client}>
      <EditSourceDialog source={hideout} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EditSourceDialog', () => {
  it('warns, as the add dialog does, while the URL names a page another venue reads', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderDialog();
    const url = screen.getByRole('textbox', { name: /website url/i });
    // Its own page is no duplicate.
    expect(screen.queryByText(/You already added this page/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();

    fireEvent.change(url, { target: { value: 'http://thegreenmill.com/events/' } });
    expect(
      screen.getByText(
        'You already added this page as “The Green Mill”. Pointing this venue at it too would show each of its events twice.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Anyway' })).toBeTruthy();

    fireEvent.change(url, { target: { value: 'https://hideoutchicago.com/calendar/' } });
    expect(screen.queryByText(/You already added this page/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });
});
