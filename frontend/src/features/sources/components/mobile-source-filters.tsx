import { type ReactNode, useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CategoryRoundedIcon from '@mui/icons-material/CategoryRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';
import { useEventSources } from '../api/get-event-sources';
import { categoryOptions } from '../venue-filters';
import { CategoriesFilterList } from './categories-filter-list';
import { RefreshAllButton } from './refresh-all-button';
import { FavoritesOnlyCheckbox, SourceSearchBox } from './source-filter-controls';
import { type SourceFiltersProps } from './sources-sidebar';
import { VenuesFilterList } from './venues-filter-list';

type OpenDrawer = 'categories' | 'venues' | null;

/** Small screens: favorites, and the sidebar's two lists in drawers. */
export function MobileSourceFilters({ events, filters, onFiltersChange }: SourceFiltersProps) {
  const [open, setOpen] = useState<OpenDrawer>(null);
  const sources = useEventSources();
  const change = (patch: Partial<typeof filters>) => onFiltersChange({ ...filters, ...patch });
  const close = () => setOpen(null);

  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FavoritesOnlyCheckbox
          label="Favorites only"
          checked={filters.favoritesOnly}
          onChange={(favoritesOnly) => change({ favoritesOnly })}
        />
        <Badge color="primary" variant="dot" invisible={filters.categories === null}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<CategoryRoundedIcon />}
            onClick={() => setOpen('categories')}
          >
            Categories
          </Button>
        </Badge>
        <Badge color="primary" variant="dot" invisible={filters.sourceIds === null && !filters.search}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<StorefrontRoundedIcon />}
            onClick={() => setOpen('venues')}
          >
            Filter Venues
          </Button>
        </Badge>
      </Stack>
      <FilterDrawer title="Categories" open={open === 'categories'} onClose={close}>
        <CategoriesFilterList
          options={categoryOptions(sources.data ?? [], events)}
          selected={filters.categories}
          onChange={(categories) => change({ categories })}
        />
      </FilterDrawer>
      <FilterDrawer title="Filter Venues" open={open === 'venues'} onClose={close}>
        <SourceSearchBox value={filters.search} onChange={(search) => change({ search })} />
        {Boolean(sources.data?.length) && <RefreshAllButton />}
        <VenuesFilterList
          sources={sources.data}
          loadFailed={sources.isError}
          search={filters.search}
          selected={filters.sourceIds}
          onChange={(sourceIds) => change({ sourceIds })}
        />
      </FilterDrawer>
    </Box>
  );
}

interface FilterDrawerProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

function FilterDrawer({ title, open, onClose, children }: FilterDrawerProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 'min(340px, 88vw)', p: 2 } },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      <Stack spacing={2}>{children}</Stack>
    </Drawer>
  );
}
