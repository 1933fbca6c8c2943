import { LIMITS } from '@eventfold/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import FormControl from '@mui/material/FormControl';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';

interface SearchBoxProps {
  value: string;
  onChange: (search: string) => void;
}

/**
 * Narrows the calendar's events and the venue list alike. What TextField renders without a label,
 * from its parts: TextField also brings Select (with Menu, Popover and Modal), which the calendar's
 * first load would download for nothing.
 */
export function SourceSearchBox({ value, onChange }: SearchBoxProps) {
  return (
    <FormControl
      fullWidth
      size="small"
      variant="outlined"
      // The spec's placeholder is long for a sidebar: a smaller type keeps it whole.
      sx={{ '& .MuiInputBase-input': { fontSize: 14, pr: 1 }, '& .MuiInputAdornment-root': { mr: 0.5 } }}
    >
      <OutlinedInput
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search venues & categories..."
        inputProps={{ 'aria-label': 'Search venues & categories', maxLength: LIMITS.searchMaxLength }}
        startAdornment={
          <InputAdornment position="start">
            <SearchRoundedIcon fontSize="small" />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}

interface FavoritesOnlyProps {
  checked: boolean;
  onChange: (favoritesOnly: boolean) => void;
  label?: string;
}

export function FavoritesOnlyCheckbox({
  checked,
  onChange,
  label = 'Show Favorites Only',
}: FavoritesOnlyProps) {
  return (
    <FormControlLabel
      control={
        <Checkbox size="small" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      }
      label={label}
      slotProps={{ typography: { variant: 'body2' } }}
    />
  );
}
