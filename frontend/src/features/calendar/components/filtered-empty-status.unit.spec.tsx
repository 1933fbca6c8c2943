import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_EVENT_FILTERS } from '../../../lib/event-filters';
import { filteredEmpty } from '../filtered-empty';
import { FilteredEmptyStatus } from './filtered-empty-status';

function renderStatus(search: string, favoritesOnly: boolean) {
  const onClearSearch = vi.fn();
  const onShowAll = vi.fn();
  const empty = filteredEmpty({ ...DEFAULT_EVENT_FILTERS, search, favoritesOnly }, 'month', false);
  render(<FilteredEmptyStatus empty={empty} onClearSearch={onClearSearch} onShowAll={onShowAll} />);
  return { onClearSearch, onShowAll };
}

describe('FilteredEmptyStatus', () => {
  afterEach(cleanup);

  it('says a search matched nothing, shows the query as text, and clears it', () => {
    const { onClearSearch, onShowAll } = renderStatus('<b>polka</b>', false);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('No events match “<b>polka</b>”.');
    expect(status.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClearSearch).toHaveBeenCalledOnce();
    expect(onShowAll).not.toHaveBeenCalled();
  });

  it('says there are no favorites here, how to keep one, and shows all events', () => {
    const { onClearSearch, onShowAll } = renderStatus('', true);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('No favorite events this month.');
    expect(status.textContent).toContain('Tap the star on an event to keep it here.');
    fireEvent.click(screen.getByRole('button', { name: 'Show all events' }));
    expect(onShowAll).toHaveBeenCalledOnce();
    expect(onClearSearch).not.toHaveBeenCalled();
  });

  it('keeps an empty status region while the shown days hold events', () => {
    render(<FilteredEmptyStatus empty={null} onClearSearch={() => {}} onShowAll={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
