import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import StarBorderRoundedIcon from '@mui/icons-material/StarBorderRounded';
import { type FilteredEmpty } from '../filtered-empty';

interface FilteredEmptyStatusProps {
  empty: FilteredEmpty | null;
  onClearSearch: () => void;
  onShowAll: () => void;
}

/**
 * Says why the shown days are empty. The status region stays on the page while empty so that a screen
 * reader hears its words when they come (a live region added with its text is often not read).
 */
export function FilteredEmptyStatus({ empty, onClearSearch, onShowAll }: FilteredEmptyStatusProps) {
  return (
    <Box role="status">
      {empty && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{
            alignItems: { sm: 'center' },
            mb: 2,
            px: 2,
            py: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
          }}
        >
          {empty.reason === 'search' ? (
            <SearchOffRoundedIcon aria-hidden color="action" />
          ) : (
            <StarBorderRoundedIcon aria-hidden color="action" />
          )}
          {/* The query is the person's own text: shown as text, and long ones wrap. */}
          <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography>{empty.text}</Typography>
            {empty.reason === 'favorites' && (
              <Typography variant="body2" color="text.secondary">
                {empty.hint}
              </Typography>
            )}
          </Box>
          <Button
            variant="outlined"
            size="small"
            onClick={empty.reason === 'search' ? onClearSearch : onShowAll}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {empty.reason === 'search' ? 'Clear search' : 'Show all events'}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
