import { useId } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CalendarEventView } from '@eventfold/contracts';
import { type EventFilters } from '../../../lib/event-filters';
import { useEventSources } from '../api/get-event-sources';
import { categoryOptions } from '../venue-filters';
import { CategoriesFilterList } from './categories-filter-list';
import { RefreshAllButton } from './refresh-all-button';
import { FavoritesOnlyCheckbox, SourceSearchBox } from './source-filter-controls';
import { VenuesFilterList } from './venues-filter-list';

export interface SourceFiltersProps {
  /** The loaded events: the category counts come from them. */
  events: readonly CalendarEventView[];
  filters: EventFilters;
  onFiltersChange: (filters: EventFilters) => void;
}

/** The desktop "Filter Events" sidebar: search, refresh, favorites, categories and venues. */
export function SourcesSidebar({ events, filters, onFiltersChange }: SourceFiltersProps) {
  const sources = useEventSources();
  const titleId = useId();
  const change = (patch: Partial<EventFilters>) => onFiltersChange({ ...filters, ...patch });

  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: { xs: 'none', md: 'block' }, p: 2, borderRadius: 3 }}
    >
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h2">
          Filter Events
        </Typography>
        <SourceSearchBox value={filters.search} onChange={(search) => change({ search })} />
        {Boolean(sources.data?.length) && <RefreshAllButton />}
        <Box>
          <FavoritesOnlyCheckbox
            checked={filters.favoritesOnly}
            onChange={(favoritesOnly) => change({ favoritesOnly })}
          />
        </Box>
        <Divider />
        <CategoriesFilterList
          options={categoryOptions(sources.data ?? [], events)}
          selected={filters.categories}
          onChange={(categories) => change({ categories })}
        />
        <Divider />
        <VenuesFilterList
          sources={sources.data}
          loadFailed={sources.isError}
          search={filters.search}
          selected={filters.sourceIds}
          onChange={(sourceIds) => change({ sourceIds })}
        />
      </Stack>
    </Paper>
  );
}
